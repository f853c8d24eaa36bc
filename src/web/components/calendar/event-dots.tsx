import { type CalendarEvent, calendarEventTypes } from "@common/certifications/calendar";
import { countOf } from "@common/plural";
import { cn } from "@web/lib/cn";
import { calendarEventLooks } from "./event-types";

/** One dot per kind of event on the day, and the count in words for screen readers. */
export function EventDots({ events }: { events: CalendarEvent[] }) {
  const kinds = calendarEventTypes.filter((type) => events.some((event) => event.type === type));
  return (
    <span className="flex items-center justify-center gap-0.5">
      {kinds.map((type) => (
        <span
          key={type}
          className={cn("size-1.5 rounded-full", calendarEventLooks[type].dot)}
          aria-hidden="true"
        />
      ))}
      <span className="sr-only">{countOf(events.length, "event", "events")}</span>
    </span>
  );
}
