import { UnderConstructionPage } from "@web/components/under-construction-page";

export function ReportsPage() {
  return <UnderConstructionPage title="Reports" />;
}
