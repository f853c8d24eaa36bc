import { type CalendarDay, monthGrid } from "@common/certifications/calendar";
import type { CalendarDate } from "@common/certifications/calendar-date";
import { gridRange, monthOf, monthTitle } from "@web/components/calendar/calendar-month";
import { EventDots } from "@web/components/calendar/event-dots";
import { MonthGrid } from "@web/components/calendar/month-grid";
import { useCalendarEvents } from "@web/components/calendar/use-calendar-events";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card";
import { ErrorText } from "@web/components/ui/error-text";
import { Spinner } from "@web/components/ui/spinner";
import { Link } from "wouter";

/** This month at a glance: days with events carry coloured dots. */
export function MiniCalendarCard({ today }: { today: CalendarDate }) {
  const month = monthOf(today);
  const events = useCalendarEvents(gridRange(monthGrid(month.year, month.month)));
  const dayEvents = (day: CalendarDay) => {
    const onDay = events.data?.get(day.date);
    return onDay && onDay.length > 0 ? <EventDots events={onDay} /> : null;
  };
  return (
    <Card data-tour="mini-calendar">
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle className="text-xl">{monthTitle(month)}</CardTitle>
        <Link href="/calendar" className="text-sm font-medium text-primary hover:underline">
          View full calendar
        </Link>
      </CardHeader>
      <CardContent className="grid gap-2">
        <MonthGrid month={month} today={today} size="compact" renderDay={dayEvents} />
        {events.isPending && <Spinner className="justify-self-center" />}
        {events.isError && <ErrorText>Could not load calendar events.</ErrorText>}
      </CardContent>
    </Card>
  );
}
