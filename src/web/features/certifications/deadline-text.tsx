import { deadlineDistance } from "@common/certifications/deadline-distance";
import { deadlineOf, deadlineTypeLabels } from "@common/certifications/deadlines";
import { useToday } from "@web/hooks/use-today";
import { formatDate } from "@web/lib/format-date";

type Dated = { expirationDate: string | null; reportingPeriodEnd: string | null };

/**
 * "Expires Dec 31, 2025 (in 12 days)", "Expires Dec 13, 2028 (in about 2 years)", or
 * "Reporting Period Ends …" when it has no expiration.
 */
export function DeadlineText({ certification }: { certification: Dated }) {
  const today = useToday();
  const deadline = deadlineOf(certification);
  if (!deadline) return <span className="text-muted-foreground">No deadline</span>;
  return (
    <span>
      {deadlineTypeLabels[deadline.type]} {formatDate(deadline.date)}{" "}
      <span className="text-muted-foreground">({deadlineDistance(today, deadline.date)})</span>
    </span>
  );
}
