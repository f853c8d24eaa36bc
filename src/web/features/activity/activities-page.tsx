import { UnderConstructionPage } from "@web/components/under-construction-page";

export function ActivitiesPage() {
  return <UnderConstructionPage title="Activity" />;
}
