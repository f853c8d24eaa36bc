import type { ServiceDeps } from "../../feature-deps";
import type { Job } from "../../jobs/scheduler";
import { sweepReminders } from "./reminder-sweep";

export const reminderJobName = "reminder-sweep";

/**
 * The reminder sweep at start-up and then every 15 minutes. A sweep creates whatever is due and
 * not yet created, so one after downtime catches up: a reminder whose day passed meanwhile is
 * sent late, once.
 */
export function reminderJob(deps: ServiceDeps & { appUrl: string }): Job {
  return { name: reminderJobName, everyMs: 15 * 60 * 1000, run: () => sweepReminders(deps) };
}
