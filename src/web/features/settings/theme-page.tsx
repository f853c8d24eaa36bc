import { UnderConstructionPage } from "@web/components/under-construction-page";

export function ThemePage() {
  return <UnderConstructionPage title="Theme" />;
}
