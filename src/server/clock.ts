import { type CalendarDate, todayIn } from "@common/certifications/calendar-date";

/** The one source of "now" for every time-dependent rule; tests pass a fixed or moving clock. */
export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };

/** Today in the user's own time zone: the day deadlines and completion dates are compared with. */
export function userToday(user: { timeZone: string }, clock: Clock): CalendarDate {
  return todayIn(user.timeZone, clock.now());
}
