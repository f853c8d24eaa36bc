import { UnderConstructionPage } from "@web/components/under-construction-page";

export function SecurityPage() {
  return <UnderConstructionPage title="Security" />;
}
