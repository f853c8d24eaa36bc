import type { CalendarEvent } from "@common/certifications/calendar";
import type { CalendarDate } from "@common/certifications/calendar-date";
import { DayEventsDialog } from "./day-events-dialog";
import { EventLink } from "./event-link";

/** A day of the full calendar: its first event, and "+N more" when it has others (spec section 9). */
export function DayEvents({ date, events }: { date: CalendarDate; events: CalendarEvent[] }) {
  const [first, ...rest] = events;
  if (!first) return null;
  return (
    <div className="grid w-full min-w-0 gap-0.5">
      <EventLink event={first} />
      {rest.length > 0 && <DayEventsDialog date={date} events={events} hiddenCount={rest.length} />}
    </div>
  );
}
