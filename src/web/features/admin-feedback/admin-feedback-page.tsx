import { UnderConstructionPage } from "@web/components/under-construction-page";

export function AdminFeedbackPage() {
  return <UnderConstructionPage title="User Feedback" />;
}
