import { UnderConstructionPage } from "@web/components/under-construction-page";

export function OpportunityCatalogPage() {
  return <UnderConstructionPage title="Opportunity Catalog" />;
}
