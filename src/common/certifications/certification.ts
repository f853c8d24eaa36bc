import { z } from "zod";
import { pageQueryFields } from "../pagination";
import { countOf } from "../plural";
import { ruleSetLinkInputSchema, ruleSetLinkSchema } from "../requirement-library/follow";
import { nameText } from "../text";
import { optionalCalendarDateField } from "./calendar-date";
import { creditAmountField } from "./credit-amount";
import { deadlineStatuses } from "./deadline-status";
import { categoryMissingSchema, pacePlanSchema, progressSchema } from "./progress-schema";
import { requirementsAnswerSchema, requirementsSchema } from "./requirements";

export const creditsUnits = ["hours", "CEUs", "credits", "points", "contact hours"] as const;
export type CreditsUnit = (typeof creditsUnits)[number];

/** A certification's own state; "active" ones count for the dashboard and reminders. */
export const certificationStatuses = ["active", "inactive", "expired"] as const;
export type CertificationStatus = (typeof certificationStatuses)[number];
export const certificationStatusLabels: Record<CertificationStatus, string> = {
  active: "Active",
  inactive: "Inactive",
  expired: "Expired",
};

export const certificationMessages = {
  nameRequired: "Name is required",
  nameTooLong: "Name must be at most 200 characters",
  providerTooLong: "Provider must be at most 200 characters",
  creditsRequired: "Credits required must be a number of 0 or more with at most 2 decimal places",
  creditsRequiredTooLarge: "Credits required must be at most 100000",
  expirationBeforeReceived: "Expiration date cannot be before the received date",
  periodEndBeforeStart: "Reporting period end cannot be before its start",
  licenseNumberTooLong: "License or certificate number must be at most 100 characters",
  issuingBodyTooLong: "Issuing body must be at most 200 characters",
  jurisdictionTooLong: "Jurisdiction must be at most 100 characters",
  renewalUrl: "Renewal URL must be a web address starting with https:// or http://",
  renewalUrlTooLong: "Renewal URL must be at most 2000 characters",
  renewalFee: "Renewal fee must be an amount of 0 or more with at most 2 decimal places",
  renewalFeeTooLarge: "Renewal fee must be at most 1000000",
  freeLimit: (limit: number) =>
    `The free plan holds up to ${countOf(limit, "certification", "certifications")}. Upgrade to premium to add more.`,
} as const;

const optionalName = (max: number, tooLong: string) =>
  nameText(max, { tooLong })
    .nullish()
    .transform((value) => (value ? value : null));

/** The dates of one cycle, with their order rules. */
const cycleDates = {
  receivedDate: optionalCalendarDateField,
  expirationDate: optionalCalendarDateField,
  reportingPeriodStart: optionalCalendarDateField,
  reportingPeriodEnd: optionalCalendarDateField,
};

type CycleDates = {
  receivedDate: string | null;
  expirationDate: string | null;
  reportingPeriodStart: string | null;
  reportingPeriodEnd: string | null;
};

function checkDateOrder(dates: CycleDates, context: z.RefinementCtx) {
  if (dates.receivedDate && dates.expirationDate && dates.expirationDate < dates.receivedDate) {
    context.addIssue({
      code: "custom",
      path: ["expirationDate"],
      message: certificationMessages.expirationBeforeReceived,
    });
  }
  if (
    dates.reportingPeriodStart &&
    dates.reportingPeriodEnd &&
    dates.reportingPeriodEnd < dates.reportingPeriodStart
  ) {
    context.addIssue({
      code: "custom",
      path: ["reportingPeriodEnd"],
      message: certificationMessages.periodEndBeforeStart,
    });
  }
}

export const creditsRequiredField = creditAmountField({
  message: certificationMessages.creditsRequired,
  min: 0,
  max: 100_000,
  tooLarge: certificationMessages.creditsRequiredTooLarge,
});

function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "https:" || url.protocol === "http:") && url.hostname !== "";
  } catch {
    return false;
  }
}

/** How the board issued it: number, issuer, jurisdiction, where and for how much to renew. */
const licenseFields = {
  licenseNumber: optionalName(100, certificationMessages.licenseNumberTooLong),
  issuingBody: optionalName(200, certificationMessages.issuingBodyTooLong),
  jurisdiction: optionalName(100, certificationMessages.jurisdictionTooLong),
  renewalUrl: z
    .string()
    .trim()
    .max(2000, certificationMessages.renewalUrlTooLong)
    .nullish()
    .transform((value) => (value ? value : null))
    .refine((value) => value === null || isWebAddress(value), certificationMessages.renewalUrl),
  renewalFee: z.preprocess(
    (value) => (value === "" ? null : value),
    creditAmountField({
      message: certificationMessages.renewalFee,
      min: 0,
      max: 1_000_000,
      tooLarge: certificationMessages.renewalFeeTooLarge,
    })
      .nullable()
      .default(null),
  ),
};

/** POST /api/certifications and PUT /api/certifications/:id (the whole form). */
export const certificationInputSchema = z
  .object({
    name: nameText(200, {
      required: certificationMessages.nameRequired,
      tooLong: certificationMessages.nameTooLong,
    }),
    provider: optionalName(200, certificationMessages.providerTooLong),
    ...cycleDates,
    creditsRequired: creditsRequiredField.default(0),
    creditsUnit: z.enum(creditsUnits, { error: "Choose a credits unit" }).default("hours"),
    status: z.enum(certificationStatuses, { error: "Choose a status" }).default("active"),
    ...licenseFields,
    /** The current cycle's requirements; absent keeps them as they are (none when new). */
    requirements: requirementsSchema.optional(),
    /**
     * The library's rule set the form was filled from; null follows none, absent keeps the
     * one followed. The fields that differ from the rule's are detached (see follow.ts).
     */
    ruleSet: ruleSetLinkInputSchema.nullish(),
  })
  .superRefine(checkDateOrder);
export type CertificationInput = z.output<typeof certificationInputSchema>;

/**
 * POST /api/certifications/:id/renew: the next cycle's dates, credits required and
 * requirements (absent: the finished cycle's requirements carry on).
 */
export const renewalInputSchema = z
  .object({
    ...cycleDates,
    creditsRequired: creditsRequiredField,
    requirements: requirementsSchema.optional(),
  })
  .superRefine(checkDateOrder);
export type RenewalInput = z.output<typeof renewalInputSchema>;

/** One cycle's dates and credits as the API answers them. Dates are "YYYY-MM-DD" or null. */
const cycleShape = {
  receivedDate: z.string().nullable(),
  expirationDate: z.string().nullable(),
  reportingPeriodStart: z.string().nullable(),
  reportingPeriodEnd: z.string().nullable(),
  creditsRequired: z.number(),
  /** What counts toward the requirement (in the period, after caps, with carry-over). */
  creditsEarned: z.number(),
  /** Still to earn, categories included; 0 when complete. */
  creditsMissing: z.number(),
  requirements: requirementsAnswerSchema,
  /** The cycle's document (the license card or certificate itself), or null. */
  document: z.object({ url: z.string(), name: z.string() }).nullable(),
};

/** A certification as the API answers it, in its current cycle. */
export const certificationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  provider: z.string().nullable(),
  ...cycleShape,
  creditsUnit: z.enum(creditsUnits),
  status: z.enum(certificationStatuses),
  logo: z.string().nullable(),
  licenseNumber: z.string().nullable(),
  issuingBody: z.string().nullable(),
  jurisdiction: z.string().nullable(),
  renewalUrl: z.string().nullable(),
  renewalFee: z.number().nullable(),
  /** The category minimums still missing credits ("2 ethics hours"). */
  categoriesMissing: z.array(categoryMissingSchema),
  /** The current cycle, 1 for a certification never renewed. */
  cycle: z.number().int(),
  /** The requirement library's rule set it follows, or null. */
  ruleSet: ruleSetLinkSchema.nullable(),
  /** Derived from the credits: Completed, On Track, In Progress or At Risk. */
  deadlineStatus: z.enum(deadlineStatuses),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Certification = z.infer<typeof certificationSchema>;

/** A finished cycle kept after a renewal, with what was earned in it. */
export const pastCycleSchema = z.object({
  cycle: z.number().int(),
  ...cycleShape,
  renewedAt: z.string(),
});
export type PastCycle = z.infer<typeof pastCycleSchema>;

/**
 * GET /api/certifications/:id: the certification, its current cycle's progress explained and
 * its pace plan (null when nothing is missing or there is no date to finish by), and its past
 * cycles, newest first.
 */
export const certificationDetailSchema = certificationSchema.extend({
  progress: progressSchema,
  pace: pacePlanSchema.nullable(),
  pastCycles: z.array(pastCycleSchema),
});
export type CertificationDetail = z.infer<typeof certificationDetailSchema>;

export const certificationSorts = ["deadline", "name"] as const;

/** GET /api/certifications query: search, filters, sort and page. */
export const certificationListQuerySchema = z.object({
  search: z.string().trim().max(200).optional(),
  status: z.enum(certificationStatuses).optional(),
  progress: z.enum(deadlineStatuses).optional(),
  sort: z.enum(certificationSorts).default("deadline"),
  ...pageQueryFields({ default: 50, max: 100 }),
});
export type CertificationListQuery = z.output<typeof certificationListQuerySchema>;

/** GET /api/certifications/allowance: how many more the user may add (null limit = unlimited). */
export const certificationAllowanceSchema = z.object({
  used: z.number().int(),
  limit: z.number().int().nullable(),
  canAdd: z.boolean(),
});
export type CertificationAllowance = z.infer<typeof certificationAllowanceSchema>;
