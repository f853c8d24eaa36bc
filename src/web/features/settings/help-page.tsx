import { PageHeader } from "@web/components/ui/page-header";
import { useDocumentTitle } from "@web/hooks/use-document-title";
import { DeadlineStatusHelp } from "./help/deadline-status-help";
import { DevelopersHelp } from "./help/developers-help";
import { GuidedToursHelp } from "./help/guided-tours-help";
import { PremiumHelp } from "./help/premium-help";
import { RemindersHelp } from "./help/reminders-help";

/** /settings/help: how CertMinder works, and the guided tours to replay. */
export function HelpPage() {
  useDocumentTitle("Help");
  return (
    <div className="grid w-full max-w-3xl min-w-0 gap-6">
      <PageHeader
        title="Help"
        description="How CertMinder works: deadline statuses, premium, reminders and the guided tours."
      />
      <DeadlineStatusHelp />
      <PremiumHelp />
      <RemindersHelp />
      <GuidedToursHelp />
      <DevelopersHelp />
    </div>
  );
}
