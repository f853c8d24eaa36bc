import { useDocumentTitle } from "@web/hooks/use-document-title";
import { DeadlineStatusHelp } from "./help/deadline-status-help";
import { GuidedToursHelp } from "./help/guided-tours-help";
import { PremiumHelp } from "./help/premium-help";
import { RemindersHelp } from "./help/reminders-help";

/** /settings/help: how CertMinder works, and the guided tours to replay. */
export function HelpPage() {
  useDocumentTitle("Help");
  return (
    <div className="grid w-full max-w-3xl min-w-0 gap-6">
      <div className="grid gap-1">
        <h1 className="text-3xl font-bold tracking-tight">Help</h1>
        <p className="text-sm text-muted-foreground">
          How CertMinder works: deadline statuses, premium, reminders and the guided tours.
        </p>
      </div>
      <DeadlineStatusHelp />
      <PremiumHelp />
      <RemindersHelp />
      <GuidedToursHelp />
    </div>
  );
}
