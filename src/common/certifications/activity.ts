import { z } from "zod";
import { pageQueryFields } from "../pagination";

/** What the activity feed records (dashboard Recent Activity and /activities). */
export const activityTypes = ["added", "credit_added", "completed", "renewed"] as const;
export type ActivityType = (typeof activityTypes)[number];

export const activitySchema = z.object({
  id: z.number().int(),
  type: z.enum(activityTypes),
  title: z.string(),
  detail: z.string().nullable(),
  /** When it happened (ISO timestamp). */
  date: z.string(),
  /** The certification it is about (a deleted certification takes its entries with it). */
  certificationId: z.number().int().nullable(),
});
export type Activity = z.infer<typeof activitySchema>;

export const activityListQuerySchema = z.object({
  ...pageQueryFields({ default: 20, max: 100 }),
});
