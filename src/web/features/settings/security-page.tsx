import { useDocumentTitle } from "@web/hooks/use-document-title";
import { useUser } from "@web/hooks/use-user";
import { useSearch } from "wouter";
import { ActiveSessionsCard } from "./security/active-sessions-card";
import { MfaSetupCard } from "./security/mfa-setup-card";
import { TrustedDevicesCard } from "./security/trusted-devices-card";

export function SecurityPage() {
  useDocumentTitle("Security");
  const { data: user } = useUser();
  const reset = new URLSearchParams(useSearch()).get("mfa") === "reset";
  return (
    <div className="grid max-w-3xl gap-6">
      <h1 className="text-3xl font-bold tracking-tight">Security</h1>
      {user && <MfaSetupCard user={user} reset={reset} />}
      <TrustedDevicesCard />
      <ActiveSessionsCard />
    </div>
  );
}
