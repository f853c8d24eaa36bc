import { addDays, type CalendarDate } from "./certifications/calendar-date";
import type { PacePlan } from "./certifications/progress-schema";

/**
 * When reminders fall due (the rule the reminder sweep applies in SQL, kept here readable and
 * unit-tested). For a deadline D and the user's lead time L (1..365 days):
 * - "lead" on D − L, "7d" on D − 7 (when L > 7), "1d" on D − 1 (when L > 1);
 * - "passed" on D + 1 when the deadline was not met (an expiration, or credits still missing at
 *   the end of a reporting period), sent at the latest 30 days after D.
 * On any day the step due is the latest one whose day has come, so a step missed while no
 * sweep ran is sent late, once, unless a later step has already taken its place.
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
export const reminderSteps = ["lead", "7d", "1d", "passed", "behind"] as const;
export type ReminderStep = (typeof reminderSteps)[number];

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
): ReminderStep | null {
  if (today > deadline) {
    return unmet && today <= addDays(deadline, passedNoticeGraceDays) ? "passed" : null;
  }
  if (leadDays > 1 && today >= addDays(deadline, -1)) return "1d";
  if (leadDays > 7 && today >= addDays(deadline, -7)) return "7d";
  if (today >= addDays(deadline, -leadDays)) return "lead";
  return null;
}
