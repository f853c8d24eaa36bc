import type { CalendarEvent } from "@common/certifications/calendar";
import type { CalendarDate } from "@common/certifications/calendar-date";
import { formatDate } from "@web/lib/format-date";
import { useId } from "react";
import { DayEventList } from "./day-event-list";

/** The events of the day picked on the phone's month, each leading to its certification. */
export function SelectedDayEvents({
  date,
  events,
}: {
  date: CalendarDate;
  events: CalendarEvent[];
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid min-w-0 gap-2">
      <h3 id={headingId} className="font-semibold">
        {formatDate(date)}
      </h3>
      {events.length === 0 ? (
        <p className="text-sm text-muted-foreground">No events on this day.</p>
      ) : (
        <DayEventList events={events} />
      )}
    </section>
  );
}
