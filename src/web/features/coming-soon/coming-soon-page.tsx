import { UnderConstructionPage } from "@web/components/under-construction-page";

export function ComingSoonPage() {
  return <UnderConstructionPage title="Features Coming Soon" />;
}
