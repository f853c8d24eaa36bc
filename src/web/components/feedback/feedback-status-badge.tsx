import { type FeedbackStatus, feedbackStatusLabels } from "@common/feedback";
import { Badge, type BadgeProps } from "@web/components/ui/badge";

const statusVariants: Record<FeedbackStatus, BadgeProps["variant"]> = {
  pending: "warning",
  reviewed: "info",
  planned: "info",
  resolved: "success",
  closed: "secondary",
};

/** Where a piece of feedback stands, in words (the colour only repeats them). */
export function FeedbackStatusBadge({ status }: { status: FeedbackStatus }) {
  return <Badge variant={statusVariants[status]}>{feedbackStatusLabels[status]}</Badge>;
}
