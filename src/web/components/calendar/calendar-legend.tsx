import { calendarEventTypes } from "@common/certifications/calendar";
import { cn } from "@web/lib/cn";
import { calendarEventLooks } from "./event-types";

/** What each colour means, in words and icons as well. */
export function CalendarLegend({ className }: { className?: string }) {
  return (
    <ul aria-label="Legend" className={cn("flex flex-wrap gap-x-4 gap-y-2 text-sm", className)}>
      {calendarEventTypes.map((type) => {
        const look = calendarEventLooks[type];
        const Icon = look.icon;
        return (
          <li key={type} className="flex items-center gap-1.5">
            <span
              className={cn(
                "inline-flex size-5 items-center justify-center rounded border",
                look.chip,
              )}
            >
              <Icon className="size-3.5" aria-hidden="true" />
            </span>
            {look.label}
          </li>
        );
      })}
    </ul>
  );
}
