import { z } from "zod";
import { pageQueryFields } from "../pagination";
import { countOf } from "../plural";
import { nameText } from "../text";
import { optionalCalendarDateField, wholeNumberField } from "./calendar-date";
import { deadlineStatuses } from "./deadline-status";

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
  creditsRequired: "Credits required must be a whole number of 0 or more",
  creditsRequiredTooLarge: "Credits required must be at most 100000",
  expirationBeforeReceived: "Expiration date cannot be before the received date",
  periodEndBeforeStart: "Reporting period end cannot be before its start",
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

const creditsRequiredField = wholeNumberField({
  message: certificationMessages.creditsRequired,
  min: 0,
  max: 100_000,
  tooLarge: certificationMessages.creditsRequiredTooLarge,
});

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
  })
  .superRefine(checkDateOrder);
export type CertificationInput = z.output<typeof certificationInputSchema>;

/** POST /api/certifications/:id/renew: the next cycle's dates and credits required. */
export const renewalInputSchema = z
  .object({ ...cycleDates, creditsRequired: creditsRequiredField })
  .superRefine(checkDateOrder);
export type RenewalInput = z.output<typeof renewalInputSchema>;

/** One cycle's dates and credits as the API answers them. Dates are "YYYY-MM-DD" or null. */
const cycleShape = {
  receivedDate: z.string().nullable(),
  expirationDate: z.string().nullable(),
  reportingPeriodStart: z.string().nullable(),
  reportingPeriodEnd: z.string().nullable(),
  creditsRequired: z.number().int(),
  creditsEarned: z.number().int(),
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
  /** The current cycle, 1 for a certification never renewed. */
  cycle: z.number().int(),
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

/** GET /api/certifications/:id: the certification and its past cycles, newest first. */
export const certificationDetailSchema = certificationSchema.extend({
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
