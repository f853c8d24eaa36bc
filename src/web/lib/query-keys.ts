/**
 * Query keys that more than one feature uses. Every key is an array starting with its feature's
 * name; a feature's key factory sits in its API module, built on the root given here when
 * another feature's change must refresh it.
 */

/**
 * The roots of every read that shows certifications or credits: the list, a certification with
 * its credits, the dashboard, the calendar, the activity feed, the notifications (a reminder
 * whose deadline a change made moot is archived, and the badge drops), the reports and the
 * renewal plan (planned from what each certification still misses). A change
 * to a certification or a credit refreshes them all, so those screens never disagree.
 */
export const certificationDataKeys = {
  certifications: ["certifications"],
  notifications: ["notifications"],
  dashboard: ["dashboard"],
  calendar: ["calendar"],
  activity: ["activity"],
  reports: ["reports"],
  planner: ["planner"],
} as const;

/**
 * The lists of the Security page. Signing in on a trusted device changes the devices, and a new
 * password signs other sessions out, so the sign-in and password features refresh them too.
 */
export const securityKeys = {
  all: ["security"] as const,
  trustedDevices: () => [...securityKeys.all, "trusted-devices"] as const,
  sessions: () => [...securityKeys.all, "sessions"] as const,
};

/**
 * The root of the premium opportunities list and its categories: a change to the catalog
 * made by an administrator refreshes them.
 */
export const opportunityListRoot = ["opportunities"] as const;

/**
 * The root of the user's own feedback list: a report against a rule set of the requirement
 * library is feedback too, and shows there.
 */
export const feedbackListRoot = ["feedback"] as const;
