import type { FeedbackStatus } from "@common/feedback";
import { cn } from "@web/lib/cn";
import { FeedbackStatusBadge } from "./feedback-status-badge";

/**
 * A piece of feedback's subject, as a heading of the level its list needs (`as`), with where it
 * stands beside it.
 */
export function FeedbackHeading({
  subject,
  status,
  as: Heading,
  className,
}: {
  subject: string;
  status: FeedbackStatus;
  as: "h2" | "h3";
  className?: string;
}) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-2">
      <Heading className={cn("min-w-0 font-semibold break-words", className)}>{subject}</Heading>
      <FeedbackStatusBadge status={status} />
    </div>
  );
}
