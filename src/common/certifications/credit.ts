import { z } from "zod";
import { largestInteger } from "../integer-column";
import { pageQueryFields } from "../pagination";
import { nameText } from "../text";
import { calendarDateField, wholeNumberField } from "./calendar-date";

export const creditMessages = {
  titleRequired: "Title is required",
  titleTooLong: "Title must be at most 200 characters",
  descriptionTooLong: "Description must be at most 2000 characters",
  credits: "Credits must be a whole number of 1 or more",
  creditsTooLarge: "Credits must be at most 10000",
  completionDateRequired: "Completion date is required",
  completionDateInFuture: "Completion date cannot be in the future",
  pastCycle: "Credits of a finished cycle are kept as they were and cannot be changed",
} as const;

/** POST /api/certifications/:id/credits and PUT /api/credits/:id. */
export const creditInputSchema = z.object({
  title: nameText(200, {
    required: creditMessages.titleRequired,
    tooLong: creditMessages.titleTooLong,
  }),
  description: z
    .string()
    .trim()
    .max(2000, creditMessages.descriptionTooLong)
    .nullish()
    .transform((value) => (value ? value : null)),
  credits: wholeNumberField({
    message: creditMessages.credits,
    min: 1,
    max: 10_000,
    tooLarge: creditMessages.creditsTooLarge,
  }),
  completionDate: calendarDateField(creditMessages.completionDateRequired),
});
export type CreditInput = z.output<typeof creditInputSchema>;

/** An education credit as the API answers it. */
export const creditSchema = z.object({
  id: z.number().int(),
  certificationId: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  credits: z.number().int(),
  completionDate: z.string(),
  cycle: z.number().int(),
  /** Where the certificate is served, or null when none is attached. */
  certificateUrl: z.string().nullable(),
  certificateName: z.string().nullable(),
  certificateType: z.string().nullable(),
  createdAt: z.string(),
});
export type Credit = z.infer<typeof creditSchema>;

/** GET /api/certifications/:id/credits query: one cycle (default the current one) and a page. */
export const creditListQuerySchema = z.object({
  cycle: z.coerce.number().int().min(1).max(largestInteger).optional(),
  ...pageQueryFields({ default: 100, max: 200 }),
});
