import { monthGrid } from "@common/certifications/calendar";
import { CalendarLegend } from "@web/components/calendar/calendar-legend";
import { gridRange } from "@web/components/calendar/calendar-month";
import { MonthGrid } from "@web/components/calendar/month-grid";
import { useCalendarEvents } from "@web/components/calendar/use-calendar-events";
import { CalendarFeedSection } from "@web/components/calendar-feed/calendar-feed-section";
import { ErrorDisplay } from "@web/components/error-display";
import { Card, CardContent } from "@web/components/ui/card";
import { PageSpinner } from "@web/components/ui/spinner";
import { useDocumentTitle } from "@web/hooks/use-document-title";
import { usePhoneLayout } from "@web/hooks/use-media-query";
import { DayEvents } from "./day-events";
import { MonthNavigation } from "./month-navigation";
import { PhoneMonth } from "./phone-month";
import { useShownMonth } from "./use-shown-month";

/** /calendar: a month of events, as chips on a laptop and as dots with a day's list on a phone. */
export function CalendarPage() {
  useDocumentTitle("Calendar");
  const shown = useShownMonth();
  const range = gridRange(monthGrid(shown.month.year, shown.month.month));
  const events = useCalendarEvents(range);
  const byDay = events.data;
  const phone = usePhoneLayout();
  return (
    <div className="grid w-full min-w-0 grid-cols-1 gap-6">
      <h1 className="text-3xl font-bold tracking-tight">Calendar</h1>
      <Card className="min-w-0">
        <CardContent className="grid grid-cols-1 gap-4 p-2 pt-4 sm:p-6">
          <MonthNavigation
            month={shown.month}
            onPrevious={shown.previous}
            onNext={shown.next}
            onThisMonth={shown.thisMonth}
          />
          <div data-tour="calendar-legend">
            <CalendarLegend />
          </div>
          {events.isPending && <PageSpinner />}
          {events.isError && !byDay && (
            <ErrorDisplay error={events.error} onRetry={() => void events.refetch()} />
          )}
          {byDay && (
            <div data-tour="calendar-grid" className="min-w-0">
              {phone ? (
                <PhoneMonth month={shown.month} today={shown.today} range={range} byDay={byDay} />
              ) : (
                <MonthGrid
                  month={shown.month}
                  today={shown.today}
                  renderDay={(day) => (
                    <DayEvents date={day.date} events={byDay.get(day.date) ?? []} />
                  )}
                />
              )}
            </div>
          )}
        </CardContent>
      </Card>
      <CalendarFeedSection />
    </div>
  );
}
