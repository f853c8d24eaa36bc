import { type Feedback, feedbackCategoryLabels, feedbackTypeLabels } from "@common/feedback";
import { FeedbackHeading } from "@web/components/feedback/feedback-heading";
import { formatDate } from "@web/lib/format-date";

function labelOf(labels: Record<string, string>, value: string): string {
  return labels[value] ?? value;
}

/** One piece of the user's feedback: what it was about, when, and where it stands. */
export function FeedbackItem({ entry }: { entry: Feedback }) {
  return (
    <li className="grid gap-2 p-4">
      <FeedbackHeading subject={entry.subject} status={entry.status} as="h3" />
      <p className="text-sm text-muted-foreground">
        {labelOf(feedbackTypeLabels, entry.type)} ·{" "}
        {labelOf(feedbackCategoryLabels, entry.category)} · Sent{" "}
        <time dateTime={entry.createdAt}>{formatDate(entry.createdAt)}</time> ·{" "}
        {entry.rating === null ? "No rating" : `Rating: ${entry.rating} of 5`}
      </p>
      <p className="line-clamp-3 text-sm break-words whitespace-pre-line">{entry.message}</p>
    </li>
  );
}
