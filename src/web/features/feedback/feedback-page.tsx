import { UnderConstructionPage } from "@web/components/under-construction-page";

export function FeedbackPage() {
  return <UnderConstructionPage title="Feedback" />;
}
