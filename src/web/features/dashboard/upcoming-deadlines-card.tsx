import { deadlineDistance } from "@common/certifications/deadline-distance";
import { type DeadlineRow, deadlineTypeLabels } from "@common/certifications/deadlines";
import type { PacePlan } from "@common/certifications/progress-schema";
import { useToday } from "@web/hooks/use-today";
import { cn } from "@web/lib/cn";
import { formatDate } from "@web/lib/format-date";
import { CalendarCheck, TriangleAlert } from "lucide-react";
import type { ReactNode } from "react";
import { DashboardCertificationItem } from "./dashboard-certification-item";
import { DashboardListCard } from "./dashboard-list-card";

/** The pace plan's one line: "4 contact hours a month keeps you on track", a warning when behind. */
function PaceLine({ pace }: { pace: PacePlan }) {
  return (
    <p
      className={cn(
        "flex items-start gap-1.5 text-sm",
        pace.behind
          ? "rounded-md border border-amber-300 bg-amber-50 px-2 py-1 text-amber-900"
          : "text-muted-foreground",
      )}
    >
      {pace.behind && <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />}
      {pace.summary}
    </p>
  );
}

/** One deadline, with its date and how far away it is, and its pace plan's line. */
function DeadlineItem({ row }: { row: DeadlineRow }) {
  const today = useToday();
  return (
    <DashboardCertificationItem row={row} ceRequired={row.ceRequired}>
      <p className="text-sm text-muted-foreground">
        {deadlineTypeLabels[row.deadlineType]} {formatDate(row.date)} ·{" "}
        <span className="font-medium text-foreground">{deadlineDistance(today, row.date)}</span>
      </p>
      {row.pace && <PaceLine pace={row.pace} />}
    </DashboardCertificationItem>
  );
}

/**
 * Active certifications with an expiration or reporting period end in the next 90 days.
 * `emptyAction` shows under the empty text: the way to a first deadline.
 */
export function UpcomingDeadlinesCard({
  rows,
  emptyAction,
}: {
  rows: DeadlineRow[];
  emptyAction?: ReactNode;
}) {
  return (
    <DashboardListCard
      tour="upcoming-deadlines"
      title="Upcoming Deadlines"
      rows={rows}
      Item={DeadlineItem}
    >
      <div className="flex flex-col items-center gap-2 py-6 text-center">
        <CalendarCheck className="size-8 text-muted-foreground" aria-hidden="true" />
        <p className="font-medium">No upcoming deadlines</p>
        <p className="text-sm text-muted-foreground">
          When you have certifications with upcoming deadlines, they will appear here.
        </p>
        {emptyAction && <div className="pt-2">{emptyAction}</div>}
      </div>
    </DashboardListCard>
  );
}
