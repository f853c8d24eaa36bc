import { type CalendarMonth, monthTitle } from "@web/components/calendar/calendar-month";
import { Button } from "@web/components/ui/button";
import { ChevronLeft, ChevronRight } from "lucide-react";

/** Previous / next month, back to this month, and the month shown (announced on change). */
export function MonthNavigation({
  month,
  onPrevious,
  onNext,
  onThisMonth,
}: {
  month: CalendarMonth;
  onPrevious: () => void;
  onNext: () => void;
  onThisMonth: () => void;
}) {
  return (
    <div
      className="flex flex-wrap items-center justify-between gap-2"
      data-tour="calendar-navigation"
    >
      <h2 className="text-xl font-semibold sm:text-2xl" aria-live="polite">
        {monthTitle(month)}
      </h2>
      <div className="flex items-center gap-2">
        <Button variant="outline" size="icon" aria-label="Previous month" onClick={onPrevious}>
          <ChevronLeft aria-hidden="true" />
        </Button>
        <Button variant="outline" onClick={onThisMonth}>
          Today
        </Button>
        <Button variant="outline" size="icon" aria-label="Next month" onClick={onNext}>
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </div>
  );
}
