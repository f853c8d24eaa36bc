import { UnderConstructionPage } from "@web/components/under-construction-page";

export function SubscribePage() {
  return <UnderConstructionPage title="Subscription" />;
}
