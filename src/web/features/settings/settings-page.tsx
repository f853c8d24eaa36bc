import { UnderConstructionPage } from "@web/components/under-construction-page";

export function SettingsPage() {
  return <UnderConstructionPage title="Settings" />;
}
