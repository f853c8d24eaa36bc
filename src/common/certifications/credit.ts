import { z } from "zod";
import { largestInteger, rowIdField } from "../integer-column";
import { pageQueryFields } from "../pagination";
import { nameText } from "../text";
import { calendarDateField } from "./calendar-date";
import { creditAmountField } from "./credit-amount";
import { creditCategoriesField } from "./requirements";

export const creditMessages = {
  titleRequired: "Title is required",
  titleTooLong: "Title must be at most 200 characters",
  providerTooLong: "Provider must be at most 200 characters",
  approvalNumberTooLong: "Approval number must be at most 100 characters",
  descriptionTooLong: "Description must be at most 2000 characters",
  credits: "Credits must be a number above 0 with at most 2 decimal places",
  creditsTooLarge: "Credits must be at most 10000",
  completionDateRequired: "Completion date is required",
  completionDateInFuture: "Completion date cannot be in the future",
  pastCycle: "Credits of a finished cycle are kept as they were and cannot be changed",
  certificationsRequired: "Choose at least one certification this credit counts toward",
  tooManyCertifications: "A credit can count toward up to 10 certifications",
  outsidePeriodBefore: "Completed before this reporting period started; it will not count",
  outsidePeriodAfter: "Completed after this reporting period ended; it will not count",
} as const;

/**
 * POST /api/certifications/:id/credits and PUT /api/credits/:id. `certificationIds` are every
 * certification the credit counts toward (one course, two licenses). On POST it defaults to the
 * path's certification, which is added when missing; on PUT absent keeps them as they are.
 * Each must be the user's own (else 404 "Certification not found"); a certification added
 * counts the credit in its current cycle.
 */
export const creditInputSchema = z.object({
  title: nameText(200, {
    required: creditMessages.titleRequired,
    tooLong: creditMessages.titleTooLong,
  }),
  /** Who gave the course; optional. */
  provider: nameText(200, { tooLong: creditMessages.providerTooLong })
    .nullish()
    .transform((value) => (value ? value : null)),
  /**
   * The number the provider's accrediting body gave the course ("CEP 16442"), which boards ask
   * for in an audit; optional.
   */
  approvalNumber: nameText(100, { tooLong: creditMessages.approvalNumberTooLong })
    .nullish()
    .transform((value) => (value ? value : null)),
  description: z
    .string()
    .trim()
    .max(2000, creditMessages.descriptionTooLong)
    .nullish()
    .transform((value) => (value ? value : null)),
  credits: creditAmountField({
    message: creditMessages.credits,
    min: 0,
    above: true,
    max: 10_000,
    tooLarge: creditMessages.creditsTooLarge,
  }),
  completionDate: calendarDateField(creditMessages.completionDateRequired),
  /** Requirement category names it counts for ("Ethics"), matched without regard to case. */
  categories: creditCategoriesField,
  certificationIds: z
    .array(rowIdField, { error: creditMessages.certificationsRequired })
    .min(1, creditMessages.certificationsRequired)
    .max(10, creditMessages.tooManyCertifications)
    .transform((ids) => [...new Set(ids)])
    .optional(),
});
export type CreditInput = z.output<typeof creditInputSchema>;

/** A certification a credit counts toward, and in which of its cycles. */
export const creditShareSchema = z.object({
  certificationId: z.number().int(),
  name: z.string(),
  cycle: z.number().int(),
});
export type CreditShare = z.infer<typeof creditShareSchema>;

/**
 * An education credit as the API answers it. `certificationId` and `cycle` are those of the
 * certification it was read through (a certification's list, or the path of POST), else its
 * first share; `shares` lists every certification it counts toward, by name.
 */
export const creditSchema = z.object({
  id: z.number().int(),
  certificationId: z.number().int(),
  title: z.string(),
  provider: z.string().nullable(),
  approvalNumber: z.string().nullable(),
  description: z.string().nullable(),
  credits: z.number(),
  completionDate: z.string(),
  cycle: z.number().int(),
  categories: z.array(z.string()),
  shares: z.array(creditShareSchema),
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
