import type { DeadlineStatus } from "@common/certifications/deadline-status";
import { Badge, type BadgeProps } from "@web/components/ui/badge";

const variants: Record<DeadlineStatus, BadgeProps["variant"]> = {
  Completed: "success",
  "On Track": "info",
  "In Progress": "warning",
  "At Risk": "danger",
};

/** The deadline status as text and colour (never colour alone). */
export function DeadlineStatusBadge({ status }: { status: DeadlineStatus }) {
  return <Badge variant={variants[status]}>{status}</Badge>;
}
