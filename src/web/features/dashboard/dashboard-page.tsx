import { UnderConstructionPage } from "@web/components/under-construction-page";

export function DashboardPage() {
  return <UnderConstructionPage title="Dashboard" />;
}
