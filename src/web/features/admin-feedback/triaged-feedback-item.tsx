import { feedbackCategoryLabels, feedbackTypeLabels, type TriagedFeedback } from "@common/feedback";
import { FeedbackHeading } from "@web/components/feedback/feedback-heading";
import { Button } from "@web/components/ui/button";
import { TitledDialog } from "@web/components/ui/titled-dialog";
import { formatDate } from "@web/lib/format-date";
import { useState } from "react";
import { ReportedRuleSet } from "./reported-rule-set";
import { TriageForm } from "./triage-form";

/**
 * One piece of feedback as administrators see it: what it says, who sent it, the rule set a
 * report against the requirement library names, where it stands, the internal note, and
 * Review to change the status or the note.
 */
export function TriagedFeedbackItem({ entry }: { entry: TriagedFeedback }) {
  const [open, setOpen] = useState(false);
  return (
    <li className="grid min-w-0 gap-2 rounded-lg border bg-card p-4 shadow-sm">
      <FeedbackHeading
        subject={entry.subject}
        status={entry.status}
        as="h2"
        className="text-base"
      />
      <p className="text-sm break-words text-muted-foreground">
        {feedbackTypeLabels[entry.type]} · {feedbackCategoryLabels[entry.category]} · From{" "}
        <span className="font-medium text-foreground">{entry.author.username}</span>
        {entry.author.email && <> ({entry.author.email})</>} on{" "}
        <time dateTime={entry.createdAt}>{formatDate(entry.createdAt)}</time> ·{" "}
        {entry.rating === null ? "No rating" : `Rating: ${entry.rating} of 5`}
      </p>
      {entry.ruleSet && <ReportedRuleSet ruleSet={entry.ruleSet} />}
      <p className="text-sm break-words whitespace-pre-line">{entry.message}</p>
      {entry.adminNote && (
        <div className="rounded-md bg-muted p-3 text-sm">
          <p className="font-medium">Internal note</p>
          <p className="break-words whitespace-pre-line">{entry.adminNote}</p>
        </div>
      )}
      <div>
        <TitledDialog
          open={open}
          onOpenChange={setOpen}
          trigger={
            <Button variant="outline" size="sm" aria-label={`Review “${entry.subject}”`}>
              Review
            </Button>
          }
          title="Review feedback"
          description={`“${entry.subject}” from ${entry.author.username}`}
        >
          <TriageForm entry={entry} onSaved={() => setOpen(false)} />
        </TitledDialog>
      </div>
    </li>
  );
}
