import { z } from "zod";
import { optionalCalendarDateField } from "./certifications/calendar-date";
import { certificationStatuses, creditsUnits } from "./certifications/certification";
import { deadlineStatuses } from "./certifications/deadline-status";
import { fileAnswer } from "./http-answers";
import { largestInteger } from "./integer-column";

/**
 * The Optimized View (/certifications-optimized): every certification of every user in one
 * list for the operator, sorted, filtered and read in pages on the server. A page is reached
 * with the cursor of the page before it (keyset paging), so the millionth row is as quick to
 * reach as the first; see the decision record "the optimized view".
 */

/** The columns the list can be sorted by. */
export const optimizedViewSorts = [
  "holder",
  "name",
  "provider",
  "expiration",
  "reportingPeriodEnd",
  "creditsEarned",
  "creditsRequired",
  "status",
] as const;
export type OptimizedViewSort = (typeof optimizedViewSorts)[number];

export const sortDirections = ["asc", "desc"] as const;
export type SortDirection = (typeof sortDirections)[number];

/** Column headings, shared by the table and the CSV export. */
export const optimizedViewColumnLabels: Record<OptimizedViewSort, string> = {
  holder: "Holder",
  name: "Certification",
  provider: "Provider",
  expiration: "Expiration",
  reportingPeriodEnd: "Reporting period end",
  creditsEarned: "Credits earned",
  creditsRequired: "Credits required",
  status: "Status",
};

/** Counting stops here: past it the list says "10,000+" rather than count a million rows. */
export const optimizedViewCountCap = 10_000;

/** The furthest "expiring within" reaches, in days. */
export const largestExpiringWithin = 3650;

export const optimizedViewMessages = {
  expiringRange: "The end of the expiration range cannot be before its start",
  staleCursor: "The list changed its order. Reload it from the top.",
} as const;

const filterFields = {
  /** Holder username or email, certification name or provider (any part of them). */
  search: z.string().trim().max(200).optional(),
  status: z.enum(certificationStatuses).optional(),
  /** The deadline status the product shows (Completed, On Track, In Progress, At Risk). */
  progress: z.enum(deadlineStatuses).optional(),
  /** Expiring from today (the administrator's day) to this many days ahead, both included. */
  expiringWithin: z.coerce.number().int().min(0).max(largestExpiringWithin).optional(),
  expiresFrom: optionalCalendarDateField,
  expiresTo: optionalCalendarDateField,
  holderId: z.coerce.number().int().min(1).max(largestInteger).optional(),
  sort: z.enum(optimizedViewSorts).default("expiration"),
  direction: z.enum(sortDirections).default("asc"),
};

function checkExpiringRange(
  query: { expiresFrom: string | null; expiresTo: string | null },
  context: z.RefinementCtx,
) {
  if (query.expiresFrom && query.expiresTo && query.expiresTo < query.expiresFrom) {
    context.addIssue({
      code: "custom",
      path: ["expiresTo"],
      message: optimizedViewMessages.expiringRange,
    });
  }
}

/** GET /api/admin/certifications.csv: the filters and the order, every matching row. */
export const optimizedViewExportQuerySchema = z
  .object(filterFields)
  .superRefine(checkExpiringRange);
export type OptimizedViewExportQuery = z.output<typeof optimizedViewExportQuerySchema>;

/**
 * GET /api/admin/certifications: one page. Without `cursor` the first page (with the count);
 * with the `nextCursor` of a page, the page after it, in the same order and filters.
 */
export const optimizedViewQuerySchema = z
  .object({
    ...filterFields,
    cursor: z.string().max(600).optional(),
    pageSize: z.coerce.number().int().min(1).max(500).default(100),
  })
  .superRefine(checkExpiringRange);
export type OptimizedViewQuery = z.output<typeof optimizedViewQuerySchema>;
export type OptimizedViewFilters = Omit<OptimizedViewQuery, "cursor" | "pageSize">;

export const optimizedViewRowSchema = z.object({
  id: z.number().int(),
  holder: z.object({
    id: z.number().int(),
    username: z.string(),
    /** First and last name as the holder gave them; null when neither is set. */
    fullName: z.string().nullable(),
  }),
  name: z.string(),
  provider: z.string().nullable(),
  expirationDate: z.string().nullable(),
  reportingPeriodEnd: z.string().nullable(),
  creditsEarned: z.number(),
  creditsRequired: z.number(),
  creditsUnit: z.enum(creditsUnits),
  status: z.enum(certificationStatuses),
  /** The deadline status of the current cycle, as the holder's own pages show it. */
  progress: z.enum(deadlineStatuses),
  updatedAt: z.string(),
});
export type OptimizedViewRow = z.infer<typeof optimizedViewRowSchema>;

export const optimizedViewPageSchema = z.object({
  rows: z.array(optimizedViewRowSchema),
  /** Asks for the next page; null on the last one. */
  nextCursor: z.string().nullable(),
  /**
   * How many rows match, on the first page only (null on the others): exact up to
   * optimizedViewCountCap; `more` says there are more than that.
   */
  total: z.object({ count: z.number().int(), more: z.boolean() }).nullable(),
});
export type OptimizedViewPage = z.infer<typeof optimizedViewPageSchema>;

/** The export of every certification the filters match. */
export const certificationsCsvFile = fileAnswer("The matching certifications, one a row", [
  "text/csv",
]);
