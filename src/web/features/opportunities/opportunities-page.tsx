import { UnderConstructionPage } from "@web/components/under-construction-page";

export function OpportunitiesPage() {
  return <UnderConstructionPage title="Opportunities" />;
}
