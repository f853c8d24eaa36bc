import { z } from "zod";
import { fileAnswer } from "./http-answers";
import { largestInteger } from "./integer-column";

/** The kinds of event in the authentication log (spec section 3 auth_logs). */
export const authEventTypes = [
  "login",
  "logout",
  "lockout",
  "mfa",
  "mfa-setup",
  "device",
  "session",
  "registration",
  "email-change",
  "phone-change",
  "password-change",
  "password-reset",
  "admin-login",
] as const;
export type AuthEventType = (typeof authEventTypes)[number];
export const authEventStatuses = ["success", "failure"] as const;
export type AuthEventStatus = (typeof authEventStatuses)[number];

/** How the Auth Logs page names each event type. */
export const authEventTypeLabels: Record<AuthEventType, string> = {
  login: "Sign-in",
  logout: "Sign-out",
  lockout: "Lockout",
  mfa: "MFA check",
  "mfa-setup": "MFA setup",
  device: "Trusted device",
  session: "Session",
  registration: "Registration",
  "email-change": "Email change",
  "phone-change": "Phone change",
  "password-change": "Password change",
  "password-reset": "Password reset",
  "admin-login": "Admin sign-in",
};

export const authEventStatusLabels: Record<AuthEventStatus, string> = {
  success: "Success",
  failure: "Failure",
};

/**
 * Counting stops here: "1,000+ entries". An exact count of a filter matching most of a
 * million rows costs more than the page itself (decision record "auth logs").
 */
export const authLogCountLimit = 1000;

export const authLogPageSizes = { default: 50, max: 100 } as const;

export const authLogMessages = {
  bothCursors: "Ask for entries before or after one entry, not both",
  reversedRange: "The end of the period must be after its start",
  unknownCursor: "That entry is not in the auth log",
} as const;

/** An ISO 8601 instant with its offset ("2026-03-01T05:00:00.000Z"). */
const instantField = z.iso.datetime({ offset: true }).max(40).optional();
const cursorField = z.coerce.number().int().min(1).max(largestInteger).optional();

/**
 * The filters of the auth log (list and CSV). `username` matches exactly, without regard to
 * case; `ipAddress` exactly; `from` is inclusive and `to` exclusive, both instants (the web
 * sends the operator's local midnights).
 */
export const authLogFilterFields = {
  username: z.string().trim().max(254).optional(),
  eventType: z.enum(authEventTypes).optional(),
  status: z.enum(authEventStatuses).optional(),
  ipAddress: z.string().trim().max(64).optional(),
  from: instantField,
  to: instantField,
};

function refuseReversedRange(
  query: { from?: string; to?: string },
  context: z.RefinementCtx<unknown>,
) {
  if (query.from && query.to && Date.parse(query.to) <= Date.parse(query.from)) {
    context.addIssue({ code: "custom", path: ["to"], message: authLogMessages.reversedRange });
  }
}

export const authLogFilterSchema = z
  .object(authLogFilterFields)
  .superRefine((query, context) => refuseReversedRange(query, context));
export type AuthLogFilters = z.output<typeof authLogFilterSchema>;

/**
 * GET /api/admin/auth-logs: one page, newest first. Without a cursor the newest entries;
 * `before` the entries older than that entry (the "Older" page), `after` those newer ("Newer").
 */
export const authLogListQuerySchema = z
  .object({
    ...authLogFilterFields,
    before: cursorField,
    after: cursorField,
    pageSize: z.coerce
      .number()
      .int()
      .min(1)
      .max(authLogPageSizes.max)
      .default(authLogPageSizes.default),
  })
  .superRefine((query, context) => {
    refuseReversedRange(query, context);
    if (query.before !== undefined && query.after !== undefined) {
      context.addIssue({ code: "custom", path: ["after"], message: authLogMessages.bothCursors });
    }
  });
export type AuthLogListQuery = z.output<typeof authLogListQuerySchema>;

/** An entry as the list shows it. */
export const authLogEntrySchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  userId: z.number().int().nullable(),
  username: z.string().nullable(),
  eventType: z.enum(authEventTypes),
  eventSubtype: z.string().nullable(),
  status: z.enum(authEventStatuses),
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
});
export type AuthLogEntry = z.infer<typeof authLogEntrySchema>;

/** GET /api/admin/auth-logs/:id: the entry with its details (never a password or a code). */
export const authLogDetailSchema = authLogEntrySchema.extend({ details: z.unknown() });
export type AuthLogDetail = z.infer<typeof authLogDetailSchema>;

/**
 * One page: `entries` newest first; `older`/`newer` the cursor (`before`/`after`) of the next
 * page each way, null at that end; `matching` how many entries the filters match, counted up
 * to `authLogCountLimit` (`atLeast` true when there are that many or more).
 */
export const authLogPageSchema = z.object({
  entries: z.array(authLogEntrySchema),
  older: z.number().int().nullable(),
  newer: z.number().int().nullable(),
  matching: z.object({ count: z.number().int(), atLeast: z.boolean() }),
});
export type AuthLogPage = z.infer<typeof authLogPageSchema>;

/** The export of the entries the filters match, newest first. */
export const authLogsCsvFile = fileAnswer("The matching entries, one a row", ["text/csv"]);
