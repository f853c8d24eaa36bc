import { UnderConstructionPage } from "@web/components/under-construction-page";

export function SystemPage() {
  return <UnderConstructionPage title="System" />;
}
