import { UnderConstructionPage } from "@web/components/under-construction-page";

export function NotificationsPage() {
  return <UnderConstructionPage title="Notifications" />;
}
