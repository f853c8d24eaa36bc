import { UnderConstructionPage } from "@web/components/under-construction-page";

export function HelpPage() {
  return <UnderConstructionPage title="Help" />;
}
