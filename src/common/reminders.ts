import { addDays, type CalendarDate } from "./certifications/calendar-date";
import type { PacePlan } from "./certifications/progress-schema";

/**
 * When reminders fall due (the rule the reminder sweep applies in SQL, kept here readable and
 * unit-tested). For a deadline D, the user's lead time L (1..365 days) and the reminder days
 * the administrators set (system setting reminderSteps, by default 7 and 1):
 * - "lead" on D − L, and "<n>d" on D − n for each reminder day n below L ("7d" on D − 7 when
 *   L > 7, "1d" on D − 1 when L > 1); a reminder day of L or more is the lead reminder's;
 * - "passed" on D + 1 when the deadline was not met (an expiration, or credits still missing at
 *   the end of a reporting period), sent at the latest 30 days after D.
 * On any day the step due is the latest one whose day has come, so a step missed while no
 * sweep ran is sent late, once, unless a later step has already taken its place. Changed
 * reminder days apply from the next sweep; reminders already sent stay as they are, and the
 * sweep sends no reminder day after a later one of the same deadline was sent (a day added
 * once the reminder of a smaller one went out).
 * A reporting period ending the day the certification expires is told in the expiration's
 * reminders (one deadline, one reminder per step). A reminder whose deadline no longer holds
 * (renewed, moved, met, certification inactive or deleted) is archived unread with its reason.
 *
 * "behind" (falling behind) is not tied to a day: it is sent once per credits deadline
 * (`creditsDeadline` of pace.ts: the reporting period end, else the expiration date) when
 * `pacePlan` says the pace of the last 90 days would finish the credits after it, or never.
 * The sweep judges each active certification with credits missing and its deadline ahead at
 * most once a day (the user's day), for users who want due-date reminders, and not on the day
 * the certification was added (its credits are often recorded right after). Archived like the
 * other steps when its deadline no longer holds, and when the credits are complete, whatever
 * its deadline's kind; a better pace alone does not archive it.
 */
export type ReminderStep = "lead" | `${number}d` | "passed" | "behind";

/** The reminder days before a deadline while the administrators have not changed them. */
export const defaultReminderDays: readonly number[] = [7, 1];

/** The step of the reminder `days` before a deadline: "7d". */
export const reminderDayStep = (days: number): ReminderStep => `${days}d`;

/** Where the pace led when a "behind" reminder was created: what its texts say. */
export type ReminderPace = Pick<PacePlan, "perMonth" | "recentPerMonth" | "expectedFinish">;

export const deadlineKinds = ["expiration", "reporting_period_end"] as const;
export type DeadlineKind = (typeof deadlineKinds)[number];

/** How long after a missed deadline its "passed" notice may still be sent. */
export const passedNoticeGraceDays = 30;

export function reminderStepDue(
  deadline: CalendarDate,
  leadDays: number,
  today: CalendarDate,
  unmet: boolean,
  reminderDays: readonly number[] = defaultReminderDays,
): ReminderStep | null {
  if (today > deadline) {
    return unmet && today <= addDays(deadline, passedNoticeGraceDays) ? "passed" : null;
  }
  // The latest reminder day that has come: the fewest days before the deadline.
  const come = reminderDays.filter((days) => days < leadDays && today >= addDays(deadline, -days));
  if (come.length > 0) return reminderDayStep(Math.min(...come));
  if (today >= addDays(deadline, -leadDays)) return "lead";
  return null;
}
