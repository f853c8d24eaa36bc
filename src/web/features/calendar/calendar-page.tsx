import { UnderConstructionPage } from "@web/components/under-construction-page";

export function CalendarPage() {
  return <UnderConstructionPage title="Calendar" />;
}
