import { useDocumentTitle } from "@web/hooks/use-document-title";
import { useUser } from "@web/hooks/use-user";
import { Redirect, useSearch } from "wouter";
import { SettingsSectionCard } from "./hub/settings-section-card";
import { settingsSectionsFor } from "./hub/settings-sections";

export function SettingsPage() {
  // The MFA error flow sends people to /settings?mfa=reset: the set-up lives on Security.
  const search = new URLSearchParams(useSearch());
  if (search.get("mfa") === "reset") return <Redirect to="/settings/security?mfa=reset" replace />;
  return <SettingsHub />;
}

/** /settings: a card for each settings page, with what it holds. */
function SettingsHub() {
  useDocumentTitle("Settings");
  const { data: user } = useUser();
  const sections = settingsSectionsFor(user ?? null);
  return (
    <div className="grid w-full max-w-5xl min-w-0 gap-6">
      <div className="grid gap-1">
        <h1 className="text-3xl font-bold tracking-tight">Settings</h1>
        <p className="text-muted-foreground">Your account, alerts and how CertMinder looks.</p>
      </div>
      <ul data-tour="settings-sections" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {sections.map((section) => (
          <li key={section.page.path} className="grid">
            <SettingsSectionCard section={section} />
          </li>
        ))}
      </ul>
    </div>
  );
}
