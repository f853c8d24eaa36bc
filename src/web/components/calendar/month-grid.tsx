import { type CalendarDay, monthGrid } from "@common/certifications/calendar";
import type { CalendarDate } from "@common/certifications/calendar-date";
import { cn } from "@web/lib/cn";
import type { ReactNode } from "react";
import { type CalendarMonth, monthTitle } from "./calendar-month";

const weekdays = [
  ["Sun", "Sunday"],
  ["Mon", "Monday"],
  ["Tue", "Tuesday"],
  ["Wed", "Wednesday"],
  ["Thu", "Thursday"],
  ["Fri", "Friday"],
  ["Sat", "Saturday"],
] as const;

const sizes = {
  compact: { header: "pb-1 text-xs", cell: "h-10 p-0.5 text-xs", day: "size-6" },
  full: {
    header: "pb-2 text-xs sm:text-sm",
    cell: "h-20 p-0.5 align-top sm:h-28 sm:p-1",
    day: "size-6 text-xs sm:size-7 sm:text-sm",
  },
};

/**
 * A month as whole weeks starting on Sunday (monthGrid): the weekday header, today marked by a
 * ring and aria-current="date", the days of the months around it dimmed. `renderDay` fills
 * each day under its number.
 */
export function MonthGrid({
  month,
  today,
  size = "full",
  renderDay,
  className,
}: {
  month: CalendarMonth;
  today: CalendarDate;
  size?: keyof typeof sizes;
  renderDay?: (day: CalendarDay) => ReactNode;
  className?: string;
}) {
  const look = sizes[size];
  const weeks = monthGrid(month.year, month.month);
  return (
    <table aria-label={monthTitle(month)} className={cn("w-full table-fixed", className)}>
      <thead>
        <tr>
          {weekdays.map(([short, long]) => (
            <th
              key={short}
              scope="col"
              className={cn("font-medium text-muted-foreground", look.header)}
            >
              <abbr title={long} className="no-underline">
                {short}
              </abbr>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week[0]?.date}>
            {week.map((day) => {
              const isToday = day.date === today;
              return (
                <td
                  key={day.date}
                  data-date={day.date}
                  aria-current={isToday ? "date" : undefined}
                  className={cn(
                    "overflow-hidden border border-border",
                    look.cell,
                    !day.inMonth && "bg-muted/40 text-muted-foreground/60",
                  )}
                >
                  <div className="flex h-full min-w-0 flex-col items-center gap-0.5 sm:items-stretch">
                    <span
                      className={cn(
                        "inline-flex shrink-0 items-center justify-center self-center rounded-full sm:self-start",
                        look.day,
                        isToday && "bg-primary/10 font-bold text-primary ring-2 ring-primary",
                      )}
                    >
                      {Number(day.date.slice(8))}
                    </span>
                    {renderDay?.(day)}
                  </div>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
