import { z } from "zod";
import { certificationSchema } from "./certifications/certification";
import { deadlineTypes } from "./certifications/deadlines";
import { categoryMissingSchema } from "./certifications/progress-schema";

/**
 * One row of the reports overview (GET /api/reports/overview, premium): a certification in
 * its current cycle, its deadline, the days left until it (negative once passed), the
 * credits still missing (decimals, category minimums included) and the category minimums
 * still short.
 */
export const reportOverviewRowSchema = z.object({
  certification: certificationSchema,
  deadline: z.object({ date: z.string(), type: z.enum(deadlineTypes) }).nullable(),
  daysLeft: z.number().int().nullable(),
  creditsMissing: z.number(),
  categoriesMissing: z.array(categoryMissingSchema),
});
export type ReportOverviewRow = z.infer<typeof reportOverviewRowSchema>;

export const reportOverviewSchema = z.array(reportOverviewRowSchema);
