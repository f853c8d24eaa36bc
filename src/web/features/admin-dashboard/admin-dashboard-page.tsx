import { UnderConstructionPage } from "@web/components/under-construction-page";

export function AdminDashboardPage() {
  return <UnderConstructionPage title="Admin Dashboard" />;
}
