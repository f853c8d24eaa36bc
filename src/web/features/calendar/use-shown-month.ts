import { shiftMonth } from "@common/certifications/calendar";
import { type CalendarMonth, monthOf } from "@web/components/calendar/calendar-month";
import { useToday } from "@web/hooks/use-today";
import { useState } from "react";

/** The month /calendar shows: this month (in the user's time zone) at first, then wherever the user moves. */
export function useShownMonth() {
  const today = useToday();
  const [month, setMonth] = useState<CalendarMonth>(() => monthOf(today));
  return {
    today,
    month,
    previous: () => setMonth((shown) => shiftMonth(shown.year, shown.month, -1)),
    next: () => setMonth((shown) => shiftMonth(shown.year, shown.month, 1)),
    thisMonth: () => setMonth(monthOf(today)),
  };
}
