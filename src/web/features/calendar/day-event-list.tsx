import type { CalendarEvent } from "@common/certifications/calendar";
import { EventLink } from "./event-link";

/** A day's events in full, one per line, each leading to its certification. */
export function DayEventList({ events }: { events: CalendarEvent[] }) {
  return (
    <ul className="grid gap-2">
      {events.map((event) => (
        <li key={event.id}>
          <EventLink event={event} look="row" />
        </li>
      ))}
    </ul>
  );
}
