import { UnderConstructionPage } from "@web/components/under-construction-page";
import { Redirect, useSearch } from "wouter";

export function SettingsPage() {
  // The MFA error flow sends people to /settings?mfa=reset: the set-up lives on Security.
  const search = new URLSearchParams(useSearch());
  if (search.get("mfa") === "reset") return <Redirect to="/settings/security?mfa=reset" replace />;
  return <UnderConstructionPage title="Settings" />;
}
