import { UnderConstructionPage } from "@web/components/under-construction-page";

export function AlertsPage() {
  return <UnderConstructionPage title="Alerts" />;
}
