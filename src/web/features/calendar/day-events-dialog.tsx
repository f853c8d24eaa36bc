import type { CalendarEvent } from "@common/certifications/calendar";
import type { CalendarDate } from "@common/certifications/calendar-date";
import { countOf } from "@common/plural";
import { DialogActions } from "@web/components/ui/dialog-actions";
import { TitledDialog } from "@web/components/ui/titled-dialog";
import { formatDate } from "@web/lib/format-date";
import { DayEventList } from "./day-event-list";

/** The "+N more" line of a busy day; it opens every event of that day. */
export function DayEventsDialog({
  date,
  events,
  hiddenCount,
}: {
  date: CalendarDate;
  events: CalendarEvent[];
  hiddenCount: number;
}) {
  const day = formatDate(date);
  return (
    <TitledDialog
      trigger={
        <button
          type="button"
          className="w-full truncate rounded px-1 text-left text-[10px] font-medium text-muted-foreground hover:bg-accent hover:text-accent-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring sm:text-xs"
        >
          +{hiddenCount} more<span className="sr-only"> on {day}</span>
        </button>
      }
      title={day}
      description={countOf(events.length, "event", "events")}
    >
      <DayEventList events={events} />
      <DialogActions closeLabel="Close" />
    </TitledDialog>
  );
}
