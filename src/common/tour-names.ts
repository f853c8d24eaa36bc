import { z } from "zod";

/**
 * Every guided tour, by the name kept in browser storage (spec section 4) and on the account. The five page tours
 * start on entry to their page; the two form tours when their Add form opens.
 */
export const tourNames = [
  "dashboard",
  "certifications",
  "calendar",
  "reports",
  "settings",
  "add-certification",
  "add-credit",
] as const;

export type TourName = (typeof tourNames)[number];

export function isTourName(value: unknown): value is TourName {
  return typeof value === "string" && (tourNames as readonly string[]).includes(value);
}

/** POST /api/user/completed-tours: tours finished or skipped, added to the account's list. */
export const addCompletedToursSchema = z.object({
  tours: z.array(z.enum(tourNames)).min(1).max(tourNames.length),
});
export type AddCompletedTours = z.infer<typeof addCompletedToursSchema>;

export const tourNameParamsSchema = z.object({ name: z.enum(tourNames) });

/** The tours the account has finished or skipped, on any device. */
export const completedToursSchema = z.object({ completedTours: z.array(z.string()) });
export type CompletedTours = z.infer<typeof completedToursSchema>;
