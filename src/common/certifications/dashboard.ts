import { z } from "zod";
import { activitySchema } from "./activity";
import { attentionRowSchema } from "./attention";
import { deadlineRowSchema } from "./deadlines";

/** Recent Activity on the dashboard shows this many entries. */
export const recentActivityShown = 5;

/**
 * GET /api/dashboard: the three stat cards, Needs attention (every active certification at
 * risk, behind its pace plan or past its credits deadline, most urgent first), Upcoming
 * Deadlines and Recent Activity.
 */
export const dashboardSchema = z.object({
  /** The user's today, in their time zone, that the window was counted from. */
  today: z.string(),
  totalCertifications: z.number().int(),
  activeCertifications: z.number().int(),
  deadlinesIn90Days: z.number().int(),
  needsAttention: z.array(attentionRowSchema),
  upcomingDeadlines: z.array(deadlineRowSchema),
  recentActivity: z.array(activitySchema),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
