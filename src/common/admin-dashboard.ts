import { z } from "zod";
import { addDays, type CalendarDate } from "./certifications/calendar-date";
import { type SubscriptionStatus, subscriptionStatuses } from "./user";

/** The sign-up chart covers this many weeks, the current one last. */
export const signUpWeeks = 26;
/** "Expiring soon" on the admin dashboard: expiration date from today to today + 30 days. */
export const expiringWithinDays = 30;

const count = z.number().int().min(0);

/** GET /api/admin/dashboard: the installation at a glance, in one answer. */
export const adminDashboardSchema = z.object({
  /** The UTC day the figures were counted on. */
  today: z.string(),
  users: z.object({
    total: count,
    enabled: count,
    disabled: count,
    newIn7Days: count,
    newIn30Days: count,
    administrators: count,
  }),
  subscriptions: z.object({
    /** Every subscription status, in the order of subscriptionStatuses, zeros included. */
    byStatus: z.array(z.object({ status: z.enum(subscriptionStatuses), users: count })),
    premiumOverrides: count,
  }),
  certifications: z.object({
    total: count,
    expiringIn30Days: count,
    atRisk: count,
    expired: count,
  }),
  messages: z.object({
    remindersIn24Hours: count,
    sentIn24Hours: count,
    /** Pending messages not tried yet. */
    waiting: count,
    /** Pending messages whose last try failed. */
    failing: count,
  }),
  feedback: z.object({ waiting: count }),
  /** Sign-ups per week (Monday-based, UTC), oldest first, the current week last. */
  signUpsByWeek: z.array(z.object({ weekStart: z.string(), signUps: count })),
});
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;

/** POST /api/admin/outbox/retry-failed: how many failing messages were made due again. */
export const retryFailedAnswerSchema = z.object({ retried: count });
export type RetryFailedAnswer = z.infer<typeof retryFailedAnswerSchema>;

/** The Monday of the ISO week holding `date`. */
export function mondayOf(date: CalendarDate): CalendarDate {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return addDays(date, -((weekday + 6) % 7));
}

/** The first day of each week of the sign-up chart, oldest first, the week of `today` last. */
export function signUpWeekStarts(today: CalendarDate): CalendarDate[] {
  const current = mondayOf(today);
  return Array.from({ length: signUpWeeks }, (_, index) =>
    addDays(current, (index - signUpWeeks + 1) * 7),
  );
}

/** How the admin dashboard names each subscription status: every one apart, unlike the user's badge. */
export const subscriptionStatusAdminLabels: Record<SubscriptionStatus, string> = {
  inactive: "No subscription",
  active: "Active",
  incomplete: "Incomplete",
  incomplete_expired: "Incomplete, expired",
  trialing: "Trial",
  past_due: "Past Due",
  canceled: "Canceled",
  unpaid: "Unpaid",
  paused: "Paused",
};
