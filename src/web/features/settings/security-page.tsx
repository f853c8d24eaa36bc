import { useDocumentTitle } from "@web/hooks/use-document-title";
import { useUser } from "@web/hooks/use-user";
import { useSearch } from "wouter";
import { ActiveSessionsCard } from "./security/active-sessions-card";
import { MfaCard } from "./security/mfa-card";
import { TrustedDevicesCard } from "./security/trusted-devices-card";

export function SecurityPage() {
  useDocumentTitle("Security");
  const { data: user } = useUser();
  // The MFA error flow links to /settings?mfa=reset, which forwards here with the same query.
  const reset = new URLSearchParams(useSearch()).get("mfa") === "reset";
  return (
    <div className="grid w-full max-w-3xl min-w-0 gap-6">
      <h1 className="text-3xl font-bold tracking-tight">Security</h1>
      {user && <MfaCard user={user} reset={reset} />}
      <TrustedDevicesCard />
      <ActiveSessionsCard />
    </div>
  );
}
