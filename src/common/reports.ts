import { z } from "zod";
import { optionalCalendarDateField } from "./certifications/calendar-date";
import { certificationSchema } from "./certifications/certification";
import { deadlineTypes } from "./certifications/deadlines";
import {
  categoryMissingSchema,
  categoryProgressSchema,
  progressSchema,
} from "./certifications/progress-schema";
import { fileAnswer } from "./http-answers";
import { largestInteger } from "./integer-column";
import { pageQueryFields } from "./pagination";

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

/** GET /api/reports/certifications/:id (and its downloads) query: which cycle, default the current one. */
export const reportCycleQuerySchema = z.object({
  cycle: z.coerce.number().int().min(1).max(largestInteger).optional(),
});
export type ReportCycleQuery = z.output<typeof reportCycleQuerySchema>;

/**
 * GET /api/reports/certifications/:id query: the cycle, and a date range (inclusive) that narrows
 * the credits listed and charted on the page. Totals, the transcript, the CSV and the packet
 * always cover the whole cycle: a board asks for the whole reporting period.
 */
export const reportQuerySchema = reportCycleQuerySchema.extend({
  from: optionalCalendarDateField,
  to: optionalCalendarDateField,
});
export type ReportQuery = z.output<typeof reportQuerySchema>;

/** One credit of a cycle as reports show it: what it is, how much counts, and its certificate. */
export const reportCreditSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  provider: z.string().nullable(),
  /** The provider's approval number for the course, or null. */
  approvalNumber: z.string().nullable(),
  completionDate: z.string(),
  credits: z.number(),
  /** How much of it counts toward the cycle (after the period window and caps). */
  counted: z.number(),
  categories: z.array(z.string()),
  /** Completed outside the reporting period: it counts for nothing. */
  outsidePeriod: z.enum(["before", "after"]).nullable(),
  /** Why it counts as it does, in plain words (from computeProgress). */
  explanation: z.string(),
  /** The certificate on file, or null. `fileName` is the name it has in the audit packet. */
  certificate: z
    .object({
      url: z.string(),
      name: z.string(),
      contentType: z.string(),
      size: z.number().int(),
      fileName: z.string(),
    })
    .nullable(),
});
export type ReportCredit = z.infer<typeof reportCreditSchema>;

/**
 * One month of the reporting period (`month` is "YYYY-MM"): the credits completed in it that
 * count, the running total, and where the required pace says the total should be by the
 * month's end (a straight line from 0 at the period start to the required credits at its end).
 */
export const reportMonthSchema = z.object({
  month: z.string(),
  credits: z.number(),
  /** The running total by the month's end; null for a month after the user's today. */
  cumulative: z.number().nullable(),
  /** Null when the cycle has no reporting period to spread the requirement over. */
  requiredPace: z.number().nullable(),
});
export type ReportMonth = z.infer<typeof reportMonthSchema>;

/** A cycle of a certification, for the cycle filter: the current one first, then newest first. */
export const reportCycleOptionSchema = z.object({
  cycle: z.number().int(),
  current: z.boolean(),
  reportingPeriodStart: z.string().nullable(),
  reportingPeriodEnd: z.string().nullable(),
  expirationDate: z.string().nullable(),
});
export type ReportCycleOption = z.infer<typeof reportCycleOptionSchema>;

/**
 * GET /api/reports/certifications/:id (premium): one cycle of a certification, everything its
 * transcript says. `credits` and `months` honour the date range; `progress` (totals, per
 * category, caps and carry-over explained) is always the whole cycle's.
 */
export const cycleReportSchema = z.object({
  holder: z.object({ name: z.string(), email: z.string().nullable() }),
  certification: z.object({
    id: z.number().int(),
    name: z.string(),
    provider: z.string().nullable(),
    licenseNumber: z.string().nullable(),
    issuingBody: z.string().nullable(),
    jurisdiction: z.string().nullable(),
    creditsUnit: z.string(),
    status: z.string(),
  }),
  cycle: z.number().int(),
  current: z.boolean(),
  receivedDate: z.string().nullable(),
  expirationDate: z.string().nullable(),
  reportingPeriodStart: z.string().nullable(),
  reportingPeriodEnd: z.string().nullable(),
  /** Days from the user's today to the cycle's deadline (negative once passed); null for a past cycle or no date. */
  daysLeft: z.number().int().nullable(),
  progress: progressSchema,
  credits: z.array(reportCreditSchema),
  months: z.array(reportMonthSchema),
  cycles: z.array(reportCycleOptionSchema),
  /** The user's today, the date the report is produced. */
  producedOn: z.string(),
});
export type CycleReport = z.infer<typeof cycleReportSchema>;

/** What a share link is: a packet handed out without an account. */
export const shareMessages = {
  expiresInDays: "Choose an expiry between 1 and 30 days",
  tooMany: "You have 50 active share links. Revoke one before creating another.",
  notFound: "This link has expired or was revoked.",
  tooOften: "This link was opened too often in the last hour. Please try again later.",
} as const;

/** Active (unexpired, unrevoked) share links a user may hold at once. */
export const maxActiveShares = 50;

/** Expiry offered first when creating a share link, in days. */
export const defaultShareExpiryDays = 7;

/** POST /api/reports/certifications/:id/shares: a link to the packet of `cycle` (default current). */
export const shareCreateSchema = z.object({
  cycle: z.number().int().min(1).max(largestInteger).optional(),
  expiresInDays: z
    .number({ error: shareMessages.expiresInDays })
    .int(shareMessages.expiresInDays)
    .min(1, shareMessages.expiresInDays)
    .max(30, shareMessages.expiresInDays),
});
export type ShareCreate = z.output<typeof shareCreateSchema>;

export const shareStatuses = ["active", "expired", "revoked"] as const;

/** A share link as its owner sees it (never its token, which only creation answers). */
export const shareSchema = z.object({
  id: z.number().int(),
  certificationId: z.number().int(),
  certificationName: z.string(),
  cycle: z.number().int(),
  status: z.enum(shareStatuses),
  createdAt: z.string(),
  expiresAt: z.string(),
  revokedAt: z.string().nullable(),
  accessCount: z.number().int(),
  lastAccessedAt: z.string().nullable(),
});
export type Share = z.infer<typeof shareSchema>;

/** GET /api/reports/shares query: a page of the user's links, of one certification if given. */
export const shareListQuerySchema = z.object({
  certificationId: z.coerce.number().int().min(1).max(largestInteger).optional(),
  ...pageQueryFields({ default: 20, max: 100 }),
});
export type ShareListQuery = z.output<typeof shareListQuerySchema>;

/** GET /api/reports/shares/:id/accesses query. */
export const shareAccessListQuerySchema = z.object({
  ...pageQueryFields({ default: 50, max: 100 }),
});

/** POST .../shares answer: the share and its link, shown this once. */
export const shareCreatedSchema = shareSchema.extend({ url: z.string() });
export type ShareCreated = z.infer<typeof shareCreatedSchema>;

/** What an opening of a share link fetched. */
export const shareAccessActions = ["viewed", "transcript", "packet"] as const;
export type ShareAccessAction = (typeof shareAccessActions)[number];

/** GET /api/reports/shares/:id/accesses: who opened the link, newest first. */
export const shareAccessSchema = z.object({
  id: z.number().int(),
  accessedAt: z.string(),
  action: z.enum(shareAccessActions),
  ipAddress: z.string().nullable(),
  /** "Chrome on Windows", from the user agent (browserName in accounts/browser-name.ts). */
  browser: z.string(),
});
export type ShareAccess = z.infer<typeof shareAccessSchema>;

/**
 * GET /api/shared/:token (public): what the board sees — the packet's holder, certification,
 * cycle and totals, its credits and where to download it. Nothing else of the user.
 */
export const sharedPacketSchema = z.object({
  holder: z.object({ name: z.string() }),
  certification: cycleReportSchema.shape.certification,
  cycle: z.number().int(),
  reportingPeriodStart: z.string().nullable(),
  reportingPeriodEnd: z.string().nullable(),
  expirationDate: z.string().nullable(),
  creditsRequired: z.number(),
  counted: z.number(),
  creditsMissing: z.number(),
  /** The requirement categories: minimums and caps, with what counted toward each. */
  categories: z.array(
    categoryProgressSchema.pick({
      name: true,
      kind: true,
      credits: true,
      counted: true,
      missing: true,
      explanation: true,
    }),
  ),
  /** How the totals were reached (caps, carry-over), in plain sentences. */
  explanation: z.array(z.string()),
  credits: z.array(
    reportCreditSchema.omit({ certificate: true }).extend({ hasCertificate: z.boolean() }),
  ),
  expiresAt: z.string(),
  transcriptUrl: z.string(),
  packetUrl: z.string(),
});
export type SharedPacket = z.infer<typeof sharedPacketSchema>;

/** The downloads of a cycle's report, as the API reference shows them. */
export const transcriptFile = fileAnswer("The cycle's transcript", ["application/pdf"]);
export const creditsFile = fileAnswer("The cycle's credits, one a row", ["text/csv"]);
export const auditPacketFile = fileAnswer(
  "The audit packet: the transcript, the credits and their certificates",
  ["application/zip"],
);
