import { z } from "zod";
import { certificationSchema } from "./certifications/certification";
import { deadlineTypes } from "./certifications/deadlines";

/**
 * One row of the reports overview (GET /api/reports/overview, premium): a certification in
 * its current cycle, its deadline, the days left until it (negative once passed) and the
 * credits still missing.
 */
export const reportOverviewRowSchema = z.object({
  certification: certificationSchema,
  deadline: z.object({ date: z.string(), type: z.enum(deadlineTypes) }).nullable(),
  daysLeft: z.number().int().nullable(),
  creditsMissing: z.number().int(),
});
export type ReportOverviewRow = z.infer<typeof reportOverviewRowSchema>;

export const reportOverviewSchema = z.array(reportOverviewRowSchema);
