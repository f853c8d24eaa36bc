import { daysBetween } from "@common/certifications/calendar-date";
import { deadlineOf, deadlineTypeLabels } from "@common/certifications/deadlines";
import { daysLeftText } from "@web/components/certifications/days-left";
import { useToday } from "@web/hooks/use-today";
import { formatDate } from "@web/lib/format-date";

type Dated = { expirationDate: string | null; reportingPeriodEnd: string | null };

/** "Expires Dec 31, 2025 (in 12 days)", or "Reporting Period Ends …" when it has no expiration. */
export function DeadlineText({ certification }: { certification: Dated }) {
  const today = useToday();
  const deadline = deadlineOf(certification);
  if (!deadline) return <span className="text-muted-foreground">No deadline</span>;
  return (
    <span>
      {deadlineTypeLabels[deadline.type]} {formatDate(deadline.date)}{" "}
      <span className="text-muted-foreground">
        ({daysLeftText(daysBetween(today, deadline.date))})
      </span>
    </span>
  );
}
