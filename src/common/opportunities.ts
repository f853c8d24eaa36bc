import { z } from "zod";
import {
  type CalendarDate,
  calendarDateField,
  formatCalendarDate,
  optionalCalendarDateField,
} from "./certifications/calendar-date";
import { creditsUnits } from "./certifications/certification";
import { creditMessages } from "./certifications/credit";
import { creditAmountField, formatCredits } from "./certifications/credit-amount";
import { unitFor } from "./certifications/credits-unit";
import { sentenceName } from "./certifications/progress-texts";
import { rowIdField } from "./integer-column";
import { approvalJurisdictionsField, approvalProfessionsField } from "./opportunity-approvals";
import { pageQueryFields } from "./pagination";
import { nameText } from "./text";

/** How an opportunity is given. */
export const opportunityFormats = [
  "Online course",
  "Webinar",
  "Conference",
  "Workshop",
  "Self-study",
] as const;
export type OpportunityFormat = (typeof opportunityFormats)[number];

/** An education opportunity (spec section 3 education_opportunities), as /api/opportunities answers it. */
export const opportunitySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  provider: z.string(),
  description: z.string(),
  url: z.string(),
  /** Exact decimal, two places (1.5 contact hours). */
  credits: z.number(),
  creditsUnit: z.string(),
  category: z.string(),
  format: z.enum(opportunityFormats),
  /** In whole currency units; null when not given, 0 when free. */
  cost: z.number().int().nullable(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  /** The professions it is approved for, as the requirement library names them; empty = any. */
  professions: z.array(z.string()),
  /** The jurisdictions it is approved in ("California"); empty = any. */
  jurisdictions: z.array(z.string()),
  createdAt: z.string(),
});
export type Opportunity = z.infer<typeof opportunitySchema>;

/**
 * A requirement of the user that an opportunity would help close, in the same unit: a category
 * minimum of a certification's current cycle still missing credits, or (`category` null) the
 * total it still misses. `covers` is how much of `missing` it closes; `text` says so: "covers
 * your 2 missing ethics hours", "covers 2 of your 22 missing contact hours".
 */
export const gapMatchSchema = z.object({
  certificationId: z.number().int(),
  certificationName: z.string(),
  category: z.string().nullable(),
  missing: z.number(),
  covers: z.number(),
  creditsUnit: z.string(),
  text: z.string(),
});
export type GapMatch = z.infer<typeof gapMatchSchema>;

/** An opportunity in the list, with the gap it closes (the largest it covers), if any. */
export const opportunityListItemSchema = opportunitySchema.extend({
  gap: gapMatchSchema.nullable(),
});
export type OpportunityListItem = z.infer<typeof opportunityListItemSchema>;

export const opportunityCosts = ["free", "paid"] as const;

/**
 * How gap matches are used: "first" puts the opportunities closing a category minimum first
 * (the default), then those closing the total still missing, then those fitting the unit and
 * profession of one of the user's certifications; "only" lists only those closing a gap, in
 * that order; "ignore" sorts everything by start date alone.
 */
export const gapOrders = ["first", "only", "ignore"] as const;

export const opportunityListMessages = {
  creditRange: "Maximum credits cannot be below minimum credits",
} as const;

/**
 * GET /api/opportunities query. `search` looks in title, provider, description and category;
 * `minCredits`/`maxCredits` bound the credits (inclusive); `startingFrom` keeps those starting
 * on or after a date (undated ones, available any time, are kept too). Sorted by start date,
 * undated last, then title.
 */
export const opportunityListQuerySchema = z
  .object({
    search: z.string().trim().max(200).optional(),
    category: z.string().trim().min(1).max(100).optional(),
    format: z.enum(opportunityFormats).optional(),
    minCredits: z.coerce.number().min(0).max(10_000).optional(),
    maxCredits: z.coerce.number().min(0).max(10_000).optional(),
    cost: z.enum(opportunityCosts).optional(),
    startingFrom: optionalCalendarDateField,
    gaps: z.enum(gapOrders).default("first"),
    ...pageQueryFields({ default: 20, max: 100 }),
  })
  .superRefine((query, context) => {
    if (
      query.minCredits !== undefined &&
      query.maxCredits !== undefined &&
      query.minCredits > query.maxCredits
    ) {
      context.addIssue({
        code: "custom",
        path: ["maxCredits"],
        message: opportunityListMessages.creditRange,
      });
    }
  });
export type OpportunityListQuery = z.output<typeof opportunityListQuerySchema>;

/**
 * Where an opportunity stands for the administrator's today: "finished" once its end date (or
 * its start date, when it has no end) is past, the ones users no longer see; "current" otherwise.
 */
export const catalogStatuses = ["current", "finished"] as const;
export type CatalogStatus = (typeof catalogStatuses)[number];

/**
 * GET /api/admin/opportunities query: the whole catalog, finished opportunities included, a
 * page at a time, by title. `search` looks in title, provider, description and category;
 * `category` is matched without regard to case; `status` keeps the current or finished ones.
 */
export const adminOpportunityListQuerySchema = z.object({
  search: z.string().trim().max(200).optional(),
  category: z.string().trim().min(1).max(100).optional(),
  status: z.enum(catalogStatuses).optional(),
  ...pageQueryFields({ default: 50, max: 200 }),
});
export type AdminOpportunityListQuery = z.output<typeof adminOpportunityListQuerySchema>;

/** An opportunity of the catalog as administrators see it: finished or not, for their today. */
export const catalogEntrySchema = opportunitySchema.extend({ finished: z.boolean() });
export type CatalogEntry = z.infer<typeof catalogEntrySchema>;

/**
 * The sentence of a gap an opportunity closes: "covers your 2 missing ethics hours" when it
 * gives at least what is missing, "covers 1.5 of your 3 missing pain management contact hours"
 * otherwise; a total reads without a category: "covers 2 of your 22 missing contact hours".
 * The unit agrees with what is missing; the category reads as in a sentence.
 */
export function gapText(gap: {
  category: string | null;
  missing: number;
  covers: number;
  creditsUnit: string;
}): string {
  const what = gap.category === null ? "" : `${sentenceName(gap.category)} `;
  const missing = `${formatCredits(gap.missing)} missing ${what}${unitFor(gap.missing, gap.creditsUnit)}`;
  if (gap.covers >= gap.missing) return `covers your ${missing}`;
  return `covers ${formatCredits(gap.covers)} of your ${missing}`;
}

/** GET /api/opportunities/categories: the categories of the catalog, for the filter. */
export const opportunityCategoriesSchema = z.array(z.string());

export const opportunityMessages = {
  titleRequired: "Title is required",
  titleTooLong: "Title must be at most 200 characters",
  providerRequired: "Provider is required",
  providerTooLong: "Provider must be at most 200 characters",
  descriptionRequired: "Description is required",
  descriptionTooLong: "Description must be at most 2000 characters",
  url: "Link must be a web address starting with https:// or http://",
  urlTooLong: "Link must be at most 2000 characters",
  credits: "Credits must be a number above 0 with at most 2 decimal places",
  creditsTooLarge: "Credits must be at most 10000",
  categoryRequired: "Category is required",
  categoryTooLong: "Category must be at most 100 characters",
  cost: "Cost must be a whole amount of 0 or more",
  endBeforeStart: "End date cannot be before the start date",
  completionDateRequired: "Completion date is required",
  notFound: "Opportunity not found",
} as const;

/**
 * The refusal of a completion dated before the course starts: nobody completes a webinar of
 * Dec 3 on Nov 27. "Completion date cannot be before the course starts (Dec 3, 2026)".
 */
export function completionBeforeStartMessage(startDate: CalendarDate): string {
  return `Completion date cannot be before the course starts (${formatCalendarDate(startDate)})`;
}

/**
 * Whether "I completed this" is offered for the user's today: from the course's start date on
 * (any day for an undated one, taken whenever one likes).
 */
export function completionOffered(
  opportunity: { startDate: string | null },
  today: CalendarDate,
): boolean {
  return opportunity.startDate === null || opportunity.startDate <= today;
}

/** An opportunity's credits, as a credit's: above 0, two decimal places at most. */
export const opportunityCreditsField = () =>
  creditAmountField({
    message: opportunityMessages.credits,
    min: 0,
    above: true,
    max: 10_000,
    tooLarge: opportunityMessages.creditsTooLarge,
  });

/** POST and PUT /api/admin/opportunities[/:id]: an opportunity of the catalog. */
export const opportunityInputSchema = z
  .object({
    title: nameText(200, {
      required: opportunityMessages.titleRequired,
      tooLong: opportunityMessages.titleTooLong,
    }),
    provider: nameText(200, {
      required: opportunityMessages.providerRequired,
      tooLong: opportunityMessages.providerTooLong,
    }),
    description: z
      .string({ error: opportunityMessages.descriptionRequired })
      .trim()
      .min(1, opportunityMessages.descriptionRequired)
      .max(2000, opportunityMessages.descriptionTooLong),
    url: z
      .string({ error: opportunityMessages.url })
      .trim()
      .max(2000, opportunityMessages.urlTooLong)
      .refine((value) => /^https?:\/\/[^\s/]+/i.test(value), opportunityMessages.url),
    credits: opportunityCreditsField(),
    creditsUnit: z.enum(creditsUnits),
    category: nameText(100, {
      required: opportunityMessages.categoryRequired,
      tooLong: opportunityMessages.categoryTooLong,
    }),
    format: z.enum(opportunityFormats),
    // An empty form field is "not given"; digits typed in a form are a number.
    cost: z.preprocess((value) => {
      if (value === "") return null;
      return typeof value === "string" && value.trim() !== "" ? Number(value) : value;
    }, z
      .number({ error: opportunityMessages.cost })
      .int(opportunityMessages.cost)
      .min(0, opportunityMessages.cost)
      .max(1_000_000, opportunityMessages.cost)
      .nullable()),
    startDate: optionalCalendarDateField,
    endDate: optionalCalendarDateField,
    professions: approvalProfessionsField,
    jurisdictions: approvalJurisdictionsField,
  })
  .superRefine((value, context) => {
    if (value.startDate && value.endDate && value.endDate < value.startDate) {
      context.addIssue({
        code: "custom",
        path: ["endDate"],
        message: opportunityMessages.endBeforeStart,
      });
    }
  });
export type OpportunityInput = z.output<typeof opportunityInputSchema>;

/**
 * POST /api/opportunities/:id/completion ("I completed this"): records an education credit
 * prefilled from the opportunity (title, provider, credits, its category) on the chosen
 * certifications, each in its current cycle. `credits` defaults to the opportunity's. The
 * completion date is neither before the course's start date nor after the user's today.
 * Answers 201 with the credit (creditSchema).
 */
export const opportunityCompletionSchema = z.object({
  certificationIds: z
    .array(rowIdField, { error: creditMessages.certificationsRequired })
    .min(1, creditMessages.certificationsRequired)
    .max(10, creditMessages.tooManyCertifications),
  completionDate: calendarDateField(opportunityMessages.completionDateRequired),
  credits: opportunityCreditsField().optional(),
});
export type OpportunityCompletion = z.output<typeof opportunityCompletionSchema>;
