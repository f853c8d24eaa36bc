import type { CalendarDay, CalendarEvent } from "@common/certifications/calendar";
import type { CalendarDate } from "@common/certifications/calendar-date";
import { countOf } from "@common/plural";
import type { CalendarRange } from "@web/components/calendar/calendar-api";
import type { CalendarMonth } from "@web/components/calendar/calendar-month";
import { EventDots } from "@web/components/calendar/event-dots";
import { MonthGrid } from "@web/components/calendar/month-grid";
import { formatDate } from "@web/lib/format-date";
import { useState } from "react";
import { SelectedDayEvents } from "./selected-day-events";

type EventsByDay = Map<CalendarDate, CalendarEvent[]>;

/**
 * The day picked when the user has not picked one in this month: today in this month, else
 * the month's first day with events, else its first day.
 */
function firstDayToShow(month: CalendarMonth, today: CalendarDate, byDay: EventsByDay) {
  const prefix = `${month.year}-${String(month.month).padStart(2, "0")}-`;
  if (today.startsWith(prefix)) return today;
  const withEvents = [...byDay.keys()].filter((date) => date.startsWith(prefix)).sort();
  return withEvents[0] ?? `${prefix}01`;
}

/** "Dec 13, 2026, 2 events": what a day's button says, since its dots only show colours. */
function dayLabel(day: CalendarDay, byDay: EventsByDay): string {
  const count = byDay.get(day.date)?.length ?? 0;
  return `${formatDate(day.date)}, ${count > 0 ? countOf(count, "event", "events") : "no events"}`;
}

/**
 * The calendar on a phone: a day cell is too narrow for an event's name, so days carry dots
 * and the picked day's events are listed in full under the month.
 */
export function PhoneMonth({
  month,
  today,
  range,
  byDay,
}: {
  month: CalendarMonth;
  today: CalendarDate;
  range: CalendarRange;
  byDay: EventsByDay;
}) {
  const [picked, setPicked] = useState<CalendarDate | null>(null);
  const inGrid = picked !== null && picked >= range.from && picked <= range.to;
  const selected = inGrid ? picked : firstDayToShow(month, today, byDay);
  return (
    <div className="grid min-w-0 gap-4">
      <MonthGrid
        month={month}
        today={today}
        size="picker"
        selection={{ selected, onSelect: setPicked, label: (day) => dayLabel(day, byDay) }}
        renderDay={(day) => {
          const events = byDay.get(day.date);
          return events ? <EventDots events={events} /> : null;
        }}
      />
      <SelectedDayEvents date={selected} events={byDay.get(selected) ?? []} />
    </div>
  );
}
