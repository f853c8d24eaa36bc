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
  picker: { header: "pb-1 text-xs", cell: "h-12 p-0.5 text-sm", day: "size-7" },
  full: {
    header: "pb-2 text-xs sm:text-sm",
    cell: "h-20 p-0.5 align-top sm:h-28 sm:p-1",
    day: "size-6 text-xs sm:size-7 sm:text-sm",
  },
};

/** Days that can be picked: each day is a button named by `label`, the `selected` one pressed. */
export type DaySelection = {
  selected: CalendarDate;
  onSelect: (date: CalendarDate) => void;
  label: (day: CalendarDay) => string;
};

/**
 * A month as whole weeks starting on Sunday (monthGrid): the weekday header, today marked by a
 * ring and aria-current="date", the days of the months around it dimmed. `renderDay` fills
 * each day under its number; with `selection` each day is a button.
 */
export function MonthGrid({
  month,
  today,
  size = "full",
  renderDay,
  selection,
  className,
}: {
  month: CalendarMonth;
  today: CalendarDate;
  size?: keyof typeof sizes;
  renderDay?: (day: CalendarDay) => ReactNode;
  selection?: DaySelection;
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
                  <DayCell day={day} selection={selection}>
                    <span
                      className={cn(
                        "inline-flex shrink-0 items-center justify-center self-center rounded-full",
                        !selection && "sm:self-start",
                        look.day,
                        isToday && "bg-primary/10 font-bold text-primary ring-2 ring-primary",
                      )}
                    >
                      {Number(day.date.slice(8))}
                    </span>
                    {renderDay?.(day)}
                  </DayCell>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** What a day holds (its number, then `renderDay`), as a button when days can be picked. */
function DayCell({
  day,
  selection,
  children,
}: {
  day: CalendarDay;
  selection?: DaySelection;
  children: ReactNode;
}) {
  if (!selection) {
    return (
      <div className="flex h-full min-w-0 flex-col items-center gap-0.5 sm:items-stretch">
        {children}
      </div>
    );
  }
  const selected = day.date === selection.selected;
  return (
    <button
      type="button"
      aria-pressed={selected}
      aria-label={selection.label(day)}
      onClick={() => selection.onSelect(day.date)}
      className={cn(
        "flex size-full min-w-0 flex-col items-center gap-0.5 rounded focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
        selected && "bg-accent font-semibold ring-1 ring-primary ring-inset",
      )}
    >
      {children}
    </button>
  );
}
