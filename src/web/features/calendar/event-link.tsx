import type { CalendarEvent } from "@common/certifications/calendar";
import { calendarEventLooks } from "@web/components/calendar/event-types";
import { cn } from "@web/lib/cn";
import { Link } from "wouter";

const looks = {
  /** Inside a day of the month grid: one line, cut to the cell. */
  chip: { link: "px-1 py-0.5 text-[10px] sm:text-xs", title: "truncate" },
  /** In a list of a day's events: the whole title, wrapped when long. */
  row: { link: "px-2 py-1.5 text-sm", title: "min-w-0 break-words" },
};

/** One event as a link to its certification, coloured and marked by its kind. */
export function EventLink({
  event,
  look = "chip",
}: {
  event: CalendarEvent;
  look?: keyof typeof looks;
}) {
  const kind = calendarEventLooks[event.type];
  const Icon = kind.icon;
  return (
    <Link
      href={`/certifications/${event.certificationId}`}
      title={`${kind.label}: ${event.title}`}
      className={cn(
        "flex min-w-0 items-center gap-1 rounded border leading-tight font-medium",
        kind.chip,
        looks[look].link,
      )}
    >
      <Icon className="size-3 shrink-0" aria-hidden="true" />
      <span className={looks[look].title}>{event.title}</span>
      <span className="sr-only"> ({kind.label})</span>
    </Link>
  );
}
