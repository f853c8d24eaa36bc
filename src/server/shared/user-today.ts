import { type CalendarDate, todayIn } from "@common/certifications/calendar-date";
import type { Clock } from "../clock";

/** Today in the user's own time zone: the day deadlines and completion dates are compared with. */
export function userToday(user: { timeZone: string }, clock: Clock): CalendarDate {
  return todayIn(user.timeZone, clock.now());
}
