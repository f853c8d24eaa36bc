import type { CalendarEvent } from "@common/certifications/calendar";
import { calendarEventLooks } from "@web/components/calendar/event-types";
import { cn } from "@web/lib/cn";
import { Link } from "wouter";

/** One event as a link to its certification, coloured and marked by its kind. */
export function EventLink({ event, className }: { event: CalendarEvent; className?: string }) {
  const look = calendarEventLooks[event.type];
  const Icon = look.icon;
  return (
    <Link
      href={`/certifications/${event.certificationId}`}
      title={`${look.label}: ${event.title}`}
      className={cn(
        "flex min-w-0 items-center gap-1 rounded border px-1 py-0.5 text-[10px] leading-tight font-medium sm:text-xs",
        look.chip,
        className,
      )}
    >
      <Icon className="size-3 shrink-0" aria-hidden="true" />
      <span className="truncate">{event.title}</span>
      <span className="sr-only"> ({look.label})</span>
    </Link>
  );
}
