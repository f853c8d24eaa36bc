import { type SQL, sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  customType,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
// Relative imports: drizzle-kit reads this file without the app's path aliases.
import { mfaTypes } from "../../common/accounts/sign-in";
import { adminAuditActions } from "../../common/admin-audit";
import { type AuthEventType, authEventStatuses, authEventTypes } from "../../common/auth-logs";
import type { CaptureFieldName, CaptureFields } from "../../common/capture/capture-fields";
import type { FieldEvidence, PageSize } from "../../common/capture/document-text";
import { captureStatuses } from "../../common/captures";
import { activityTypes } from "../../common/certifications/activity";
import { certificationStatuses, creditsUnits } from "../../common/certifications/certification";
import type { CategoryMissing } from "../../common/certifications/progress-schema";
import type { Requirements } from "../../common/certifications/requirements";
import { feedbackCategories, feedbackStatuses, feedbackTypes } from "../../common/feedback";
import { type OpportunityFormat, opportunityFormats } from "../../common/opportunities";
import { deadlineKinds, type ReminderPace, type ReminderStep } from "../../common/reminders";
import { shareAccessActions } from "../../common/reports";
import type { RuleField } from "../../common/requirement-library/follow";
import {
  type RuleChangeLine,
  type RuleProposal,
  ruleChangeStatuses,
} from "../../common/requirement-library/rule-changes";
import type { RuleSet } from "../../common/requirement-library/rule-set";
import { notificationMethods, subscriptionStatuses } from "../../common/user";

// Column names are written in camelCase here and stored in snake_case (casing: "snake_case").
// Calendar dates (expiration, reporting period, completion) are SQL dates read as "YYYY-MM-DD".

const id = () => integer().primaryKey().generatedAlwaysAsIdentity();
const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
const calendarDate = () => date({ mode: "string" });
const moment = () => timestamp({ withTimezone: true });
/** A credit amount (credits, credits required): exact decimal, two places, read as a number. */
const creditAmount = () => numeric({ precision: 10, scale: 2, mode: "number" });
/** A cycle's requirements (categories and carry-over), validated by requirementsSchema. */
const requirements = () =>
  jsonb().$type<Requirements>().notNull().default(sql`'{"categories":[],"carryOver":null}'::jsonb`);
/** The category minimums still missing credits, as computeProgress left them. */
const categoriesMissing = () =>
  jsonb().$type<CategoryMissing[]>().notNull().default(sql`'[]'::jsonb`);
/** A text column holding one of `values`, typed as their union; constrain it with `oneOfCheck`. */
const oneOf = <const Values extends readonly string[]>(_values: Values) =>
  text().$type<Values[number]>();
/** The CHECK constraint that keeps a `oneOf` column to its values. */
const oneOfCheck = (name: string, column: AnyPgColumn, values: readonly string[]) =>
  check(name, sql`${column} in (${inList(values)})`);
// Constant values from this file, inlined: a CHECK constraint cannot take parameters.
const inList = (values: readonly string[]): SQL =>
  sql.raw(values.map((value) => `'${value.replaceAll("'", "''")}'`).join(", "));

/**
 * A GIN index entry of `expression`'s trigrams (pg_trgm), which answers `like '%…%'` on it.
 * The operator class is named with its schema: the extension lives in public (migration
 * trigram-search), and the tables may live in another schema of the search_path.
 */
const trigrams = (expression: SQL): SQL => sql`${expression} public.gin_trgm_ops`;

/**
 * "First Last" as the administrators' user search reads it. Built with `||` rather than
 * concat_ws, which is not immutable and so cannot be indexed.
 */
export const fullNameOf = (table: { firstName: AnyPgColumn; lastName: AnyPgColumn }): SQL =>
  sql`coalesce(${table.firstName}, '') || ' ' || coalesce(${table.lastName}, '')`;

/** What a one-time code confirms. */
export const verificationCodeTypes = [
  "signup",
  "password-reset",
  "email-change",
  "phone",
  "mfa-setup",
  "mfa-login",
] as const;
export type VerificationCodeType = (typeof verificationCodeTypes)[number];

/** What an uploaded file is for. */
export const filePurposes = ["avatar", "logo", "certificate", "document"] as const;
export type FilePurpose = (typeof filePurposes)[number];

// The auth log's event types and statuses live in src/common/auth-logs.ts (the Auth Logs
// page lists them); re-exported for the server code that writes the log.
export { type AuthEventType, authEventStatuses, authEventTypes };

/** How a message leaves, and where it stands: logged means no transport was configured. */
export const outboxChannels = ["email", "sms"] as const;
export const outboxStatuses = ["pending", "sent", "logged"] as const;

const bytes = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => Buffer.from(value),
});

export const users = pgTable(
  "users",
  {
    id: id(),
    username: text().notNull(),
    password: text().notNull(),
    firstName: text(),
    lastName: text(),
    email: text(),
    emailVerified: boolean().notNull().default(false),
    phoneNumber: text(),
    phoneVerified: boolean().notNull().default(false),
    mfaEnabled: boolean().notNull().default(false),
    mfaType: oneOf(mfaTypes).notNull().default("sms"),
    mfaRegistered: boolean().notNull().default(false),
    /** Encrypted with ENCRYPTION_KEY; never sent to a client. */
    mfaSecret: text(),
    /** Bumped whenever MFA is changed or reset; trusted devices of an older version stop working. */
    mfaVersion: integer().notNull().default(0),
    /** An authenticator secret being set up, encrypted; it replaces mfaSecret once verified. */
    mfaPendingSecret: text(),
    /** The last TOTP time step accepted, so a code cannot be replayed inside its window. */
    mfaLastUsedStep: integer(),
    avatarUrl: text(),
    stripeCustomerId: text(),
    stripeSubscriptionId: text(),
    subscriptionStatus: oneOf(subscriptionStatuses).notNull().default("inactive"),
    isSubscriptionOverridden: boolean().notNull().default(false),
    lastSyncedAt: moment(),
    /** End of the paid period the payment provider last reported; null when none is known. */
    subscriptionCurrentPeriodEnd: moment(),
    /** The subscriber asked to stop at the end of the paid period. */
    subscriptionCancelAtPeriodEnd: boolean().notNull().default(false),
    /**
     * When the payment provider created the last change applied to this subscription; an
     * older event arriving later is ignored, so the state never moves back.
     */
    subscriptionEventCreated: moment(),
    notifyExpirations: boolean().notNull().default(true),
    notifyDueDates: boolean().notNull().default(true),
    notifyDaysInAdvance: integer().notNull().default(30),
    notificationMethod: oneOf(notificationMethods).notNull().default("in-app"),
    /**
     * When the user last chose how to be reminded (the question after sign-up, or Alerts);
     * null while they never have, so the dashboard keeps asking.
     */
    reminderMethodChosenAt: moment(),
    isEnabled: boolean().notNull().default(true),
    isAdmin: boolean().notNull().default(false),
    /** IANA time zone, set from the browser at sign-up; calendar dates are compared in it. */
    timeZone: text().notNull().default("UTC"),
    /** The user's chosen theme (variant, primary colour, radius); null means the default. */
    theme: jsonb(),
    /** Names of the guided tours this account finished or skipped, on every device. */
    completedTours: jsonb().$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (table) => [
    oneOfCheck("users_mfa_type_check", table.mfaType, mfaTypes),
    oneOfCheck("users_subscription_status_check", table.subscriptionStatus, subscriptionStatuses),
    oneOfCheck("users_notification_method_check", table.notificationMethod, notificationMethods),
    uniqueIndex("users_username_key").on(sql`lower(${table.username})`),
    uniqueIndex("users_email_key").on(sql`lower(${table.email})`),
    uniqueIndex("users_stripe_customer_id_key").on(table.stripeCustomerId),
    index("users_subscription_status_idx").on(table.subscriptionStatus),
    index("users_created_at_idx").on(table.createdAt),
    // The admin dashboard counts users by these, from the index alone (the rows are wide).
    index("users_admin_dashboard_idx").on(
      table.subscriptionStatus,
      table.isEnabled,
      table.isAdmin,
      table.isSubscriptionOverridden,
    ),
    // The administrators' contains-searches (decision record "trigram search"): each matches
    // exactly one of these expressions with lower(…) like lower(pattern); see like-pattern.ts.
    index("users_username_trgm_idx").using("gin", trigrams(sql`lower(${table.username})`)),
    index("users_email_trgm_idx").using("gin", trigrams(sql`lower(${table.email})`)),
    index("users_name_trgm_idx").using("gin", trigrams(sql`lower(${fullNameOf(table)})`)),
    check(
      "users_notify_days_in_advance_range",
      sql`${table.notifyDaysInAdvance} between 1 and 365`,
    ),
  ],
);

/** A user as stored, secrets included: never sent as it is (see publicUserSchema). */
export type UserRow = typeof users.$inferSelect;

export const certifications = pgTable(
  "certifications",
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text().notNull(),
    provider: text(),
    receivedDate: calendarDate(),
    expirationDate: calendarDate(),
    reportingPeriodStart: calendarDate(),
    reportingPeriodEnd: calendarDate(),
    creditsRequired: creditAmount().notNull().default(0),
    /**
     * creditsEarned, creditsMissing and categoriesMissing are the current cycle's progress as
     * computeProgress (src/common) answers it, stored by recountCredits in the transaction of
     * every change that moves it: what counts (in the period, after caps, with carry-over),
     * what is still to earn (0 when complete) and the category minimums still short.
     */
    creditsEarned: creditAmount().notNull().default(0),
    creditsMissing: creditAmount().notNull().default(0),
    categoriesMissing: categoriesMissing(),
    requirements: requirements(),
    status: oneOf(certificationStatuses).notNull().default("active"),
    creditsUnit: oneOf(creditsUnits).notNull().default("hours"),
    logo: text(),
    licenseNumber: text(),
    issuingBody: text(),
    jurisdiction: text(),
    renewalUrl: text(),
    renewalFee: numeric({ precision: 12, scale: 2, mode: "number" }),
    /** The current cycle's document (the license card or certificate itself). */
    documentFileId: text().references(() => files.id, { onDelete: "set null" }),
    documentName: text(),
    /** The current renewal cycle; credits of earlier cycles stay, counted in certification_cycles. */
    cycle: integer().notNull().default(1),
    /** The requirement library's rule set (and version) the certification follows, if any. */
    ruleSetKey: text(),
    ruleSetVersion: integer(),
    /** The rule's fields the user changed: hers from then on (see common/requirement-library/follow). */
    ruleDetached: jsonb().$type<RuleField[]>().notNull().default(sql`'[]'::jsonb`),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (table) => [
    oneOfCheck("certifications_status_check", table.status, certificationStatuses),
    foreignKey({
      name: "certifications_rule_set_fk",
      columns: [table.ruleSetKey, table.ruleSetVersion],
      foreignColumns: [requirementRules.key, requirementRules.version],
    }),
    check(
      "certifications_rule_set_whole",
      sql`(${table.ruleSetKey} is null) = (${table.ruleSetVersion} is null)`,
    ),
    // Who follows a rule set: the new-version check and the administrators' counts.
    index("certifications_rule_set_idx")
      .on(table.ruleSetKey, table.ruleSetVersion)
      .where(sql`${table.ruleSetKey} is not null`),
    oneOfCheck("certifications_credits_unit_check", table.creditsUnit, creditsUnits),
    index("certifications_user_id_status_idx").on(table.userId, table.status),
    index("certifications_user_id_name_idx").on(table.userId, table.name),
    // Each sort of the optimized view walks one of these in order, the id breaking ties
    // (decision record "the optimized view"); the date ones also serve the deadline windows.
    index("certifications_expiration_date_id_idx").on(table.expirationDate, table.id),
    index("certifications_reporting_period_end_id_idx").on(table.reportingPeriodEnd, table.id),
    index("certifications_name_id_idx").on(sql`lower(${table.name})`, table.id),
    index("certifications_provider_id_idx").on(sql`lower(${table.provider})`, table.id),
    index("certifications_credits_earned_id_idx").on(table.creditsEarned, table.id),
    index("certifications_credits_required_id_idx").on(table.creditsRequired, table.id),
    index("certifications_status_id_idx").on(table.status, table.id),
    // The admin dashboard's figures, each a range of one of these read alone (index-only):
    // every certification and the expired ones by status and expiration date, and those at
    // risk by a date in the next 90 days with the credits that say how far they are. The
    // reminder sweep reads the deadlines in its window from the two partial ones alone too,
    // hence the certification, its user and its other date at their end.
    index("certifications_status_expiration_idx").on(table.status, table.expirationDate),
    index("certifications_active_expiration_credits_idx")
      .on(
        table.expirationDate,
        table.creditsRequired,
        table.creditsMissing,
        table.userId,
        table.id,
        table.reportingPeriodEnd,
      )
      .where(sql`${table.status} = 'active'`),
    index("certifications_active_period_end_credits_idx")
      .on(
        table.reportingPeriodEnd,
        table.expirationDate,
        table.creditsRequired,
        table.creditsMissing,
        table.userId,
        table.id,
      )
      .where(sql`${table.status} = 'active'`),
    index("certifications_name_trgm_idx").using("gin", trigrams(sql`lower(${table.name})`)),
    index("certifications_provider_trgm_idx").using("gin", trigrams(sql`lower(${table.provider})`)),
    check("certifications_credits_required_nonnegative", sql`${table.creditsRequired} >= 0`),
    check("certifications_renewal_fee_nonnegative", sql`${table.renewalFee} >= 0`),
    check(
      "certifications_expiration_after_received",
      sql`${table.expirationDate} is null or ${table.receivedDate} is null or ${table.expirationDate} >= ${table.receivedDate}`,
    ),
    check(
      "certifications_reporting_period_order",
      sql`${table.reportingPeriodEnd} is null or ${table.reportingPeriodStart} is null or ${table.reportingPeriodEnd} >= ${table.reportingPeriodStart}`,
    ),
  ],
);

/**
 * A credit the user earned (one course, one certificate). It counts toward one or more of the
 * user's certifications through credit_certifications; it is deleted with the last of them.
 */
export const educationCredits = pgTable(
  "education_credits",
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text().notNull(),
    /** Who gave the course ("American Nurses Association"); null when not recorded. */
    provider: text(),
    description: text(),
    credits: numeric({ precision: 8, scale: 2, mode: "number" }).notNull(),
    completionDate: calendarDate().notNull(),
    /** Requirement category names it counts for ("Ethics"), matched without regard to case. */
    categories: text().array().notNull().default(sql`'{}'::text[]`),
    certificateFileId: text().references(() => files.id, { onDelete: "set null" }),
    certificateName: text(),
    /** The provider's approval or course number as printed on the certificate; null when none. */
    approvalNumber: text(),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (table) => [
    index("education_credits_user_id_idx").on(table.userId),
    index("education_credits_certificate_file_id_idx").on(table.certificateFileId),
    index("education_credits_completion_date_idx").on(table.completionDate),
    check("education_credits_credits_nonnegative", sql`${table.credits} >= 0`),
  ],
);

/**
 * Which certifications a credit counts toward, each in the cycle it was recorded for: one
 * course can count for an RN license and a CCRN certification.
 */
export const creditCertifications = pgTable(
  "credit_certifications",
  {
    creditId: integer()
      .notNull()
      .references(() => educationCredits.id, { onDelete: "cascade" }),
    certificationId: integer()
      .notNull()
      .references(() => certifications.id, { onDelete: "cascade" }),
    cycle: integer().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.creditId, table.certificationId] }),
    index("credit_certifications_certification_id_idx").on(table.certificationId, table.cycle),
  ],
);

/** A finished cycle of a certification, kept when it is renewed, with what was earned in it. */
export const certificationCycles = pgTable(
  "certification_cycles",
  {
    id: id(),
    certificationId: integer()
      .notNull()
      .references(() => certifications.id, { onDelete: "cascade" }),
    cycle: integer().notNull(),
    receivedDate: calendarDate(),
    expirationDate: calendarDate(),
    reportingPeriodStart: calendarDate(),
    reportingPeriodEnd: calendarDate(),
    creditsRequired: creditAmount().notNull(),
    creditsEarned: creditAmount().notNull(),
    creditsMissing: creditAmount().notNull().default(0),
    requirements: requirements(),
    documentFileId: text().references(() => files.id, { onDelete: "set null" }),
    documentName: text(),
    renewedAt: createdAt(),
  },
  (table) => [uniqueIndex("certification_cycles_cycle_key").on(table.certificationId, table.cycle)],
);

export const notifications = pgTable(
  "notifications",
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text().notNull(),
    message: text().notNull(),
    type: text().notNull(),
    isRead: boolean().notNull().default(false),
    isArchived: boolean().notNull().default(false),
    /** The certification a reminder is about; the notification stays if it is deleted. */
    certificationId: integer().references(() => certifications.id, { onDelete: "set null" }),
    /**
     * The deadline a reminder's notification is about (null for other notifications): while it
     * is unread it is archived as soon as that deadline no longer holds.
     */
    deadlineKind: oneOf(deadlineKinds),
    deadlineDate: calendarDate(),
    /** Why it was archived without the user, e.g. "Renewed: now expires on Jan 5, 2028". */
    archivedReason: text(),
    createdAt: createdAt(),
  },
  (table) => [
    oneOfCheck("notifications_deadline_kind_check", table.deadlineKind, deadlineKinds),
    index("notifications_certification_id_idx").on(table.certificationId),
    index("notifications_user_id_archived_created_idx").on(
      table.userId,
      table.isArchived,
      table.createdAt,
    ),
    index("notifications_unread_idx")
      .on(table.userId)
      .where(sql`${table.isRead} = false and ${table.isArchived} = false`),
  ],
);

export const educationOpportunities = pgTable(
  "education_opportunities",
  {
    id: id(),
    title: text().notNull(),
    provider: text().notNull(),
    description: text().notNull(),
    url: text().notNull(),
    /** Exact decimal, two places, like a credit: a webinar gives 1.5 contact hours. */
    credits: numeric({ precision: 8, scale: 2, mode: "number" }).notNull(),
    creditsUnit: text().notNull(),
    category: text().notNull(),
    format: oneOf(opportunityFormats).notNull(),
    cost: integer(),
    startDate: calendarDate(),
    endDate: calendarDate(),
    /** The professions it is approved for, as the requirement library names them; empty = any. */
    professions: text().array().notNull().default(sql`'{}'::text[]`),
    /** The jurisdictions it is approved in ("California", "US"); empty = any. */
    jurisdictions: text().array().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (table) => [
    oneOfCheck("education_opportunities_format_check", table.format, opportunityFormats),
    index("education_opportunities_category_idx").on(table.category),
    index("education_opportunities_start_date_idx").on(table.startDate),
  ],
);

/**
 * A link that hands one audit packet (a certification's cycle) to a licensing board without an
 * account. Only the SHA-256 of its token is kept; the link is shown once, when created.
 */
export const reportShares = pgTable(
  "report_shares",
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    certificationId: integer()
      .notNull()
      .references(() => certifications.id, { onDelete: "cascade" }),
    cycle: integer().notNull(),
    tokenHash: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: moment(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("report_shares_token_hash_key").on(table.tokenHash),
    index("report_shares_user_id_idx").on(table.userId),
    index("report_shares_certification_id_idx").on(table.certificationId),
  ],
);

/** Each opening of a share link: when, from where, with which browser, and what was fetched. */
export const reportShareAccesses = pgTable(
  "report_share_accesses",
  {
    id: id(),
    shareId: integer()
      .notNull()
      .references(() => reportShares.id, { onDelete: "cascade" }),
    action: oneOf(shareAccessActions).notNull(),
    ipAddress: text(),
    userAgent: text(),
    accessedAt: createdAt(),
  },
  (table) => [
    oneOfCheck("report_share_accesses_action_check", table.action, shareAccessActions),
    index("report_share_accesses_share_id_idx").on(table.shareId, table.accessedAt),
  ],
);

export const feedback = pgTable(
  "feedback",
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    type: oneOf(feedbackTypes).notNull(),
    category: oneOf(feedbackCategories).notNull(),
    subject: text().notNull(),
    message: text().notNull(),
    rating: integer(),
    status: oneOf(feedbackStatuses).notNull().default("pending"),
    /** The administrators' internal note; never shown to the user. */
    adminNote: text(),
    /** A report against a rule set of the library: the rule set and the version read. */
    ruleSetKey: text(),
    ruleSetVersion: integer(),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (table) => [
    foreignKey({
      name: "feedback_rule_set_fk",
      columns: [table.ruleSetKey, table.ruleSetVersion],
      foreignColumns: [requirementRules.key, requirementRules.version],
    }),
    index("feedback_rule_set_idx").on(table.ruleSetKey).where(sql`${table.ruleSetKey} is not null`),
    oneOfCheck("feedback_type_check", table.type, feedbackTypes),
    oneOfCheck("feedback_category_check", table.category, feedbackCategories),
    oneOfCheck("feedback_status_check", table.status, feedbackStatuses),
    index("feedback_user_id_idx").on(table.userId),
    index("feedback_status_created_idx").on(table.status, table.createdAt),
    check("feedback_rating_range", sql`${table.rating} is null or ${table.rating} between 1 and 5`),
  ],
);

export const tempUsers = pgTable(
  "temp_users",
  {
    id: id(),
    email: text().notNull(),
    emailVerified: boolean().notNull().default(false),
    createdAt: createdAt(),
    expiresAt: moment().notNull(),
  },
  (table) => [
    uniqueIndex("temp_users_email_key").on(sql`lower(${table.email})`),
    index("temp_users_expires_at_idx").on(table.expiresAt),
  ],
);

export const verificationCodes = pgTable(
  "verification_codes",
  {
    id: id(),
    /**
     * A code belongs to a user, to a pending sign-up before the user exists, or, with neither,
     * to the address in `target` (a password reset, whether or not an account uses it).
     */
    userId: integer().references(() => users.id, { onDelete: "cascade" }),
    tempUserId: integer().references(() => tempUsers.id, { onDelete: "cascade" }),
    /** Stored as a keyed hash, never in clear. */
    code: text().notNull(),
    type: oneOf(verificationCodeTypes).notNull(),
    /** What the code confirms, when it is not the owner's own address: a new email or phone. */
    target: text(),
    failedAttempts: integer().notNull().default(0),
    expiresAt: moment().notNull(),
    createdAt: createdAt(),
    usedAt: moment(),
  },
  (table) => [
    oneOfCheck("verification_codes_type_check", table.type, verificationCodeTypes),
    index("verification_codes_user_id_type_idx").on(table.userId, table.type),
    index("verification_codes_temp_user_id_idx").on(table.tempUserId),
    index("verification_codes_expires_at_idx").on(table.expiresAt),
    index("verification_codes_address_idx")
      .on(table.target, table.type)
      .where(sql`${table.userId} is null and ${table.tempUserId} is null`),
    check(
      "verification_codes_owner",
      sql`${table.userId} is not null or ${table.tempUserId} is not null or ${table.target} is not null`,
    ),
  ],
);

export const trustedDevices = pgTable(
  "trusted_devices",
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Hash of the random device token kept in the browser's HttpOnly cookie. */
    deviceId: text().notNull(),
    deviceName: text(),
    ipAddress: text(),
    userAgent: text(),
    lastUsed: moment(),
    createdAt: createdAt(),
    expiresAt: moment().notNull(),
    mfaVersion: integer().notNull(),
  },
  (table) => [
    uniqueIndex("trusted_devices_device_id_key").on(table.deviceId),
    index("trusted_devices_user_id_idx").on(table.userId),
    index("trusted_devices_expires_at_idx").on(table.expiresAt),
  ],
);

/** One-time codes that stand in for an MFA code when the authenticator is lost. */
export const mfaRecoveryCodes = pgTable(
  "mfa_recovery_codes",
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Keyed hash of the code; the code itself is shown once at setup. */
    codeHash: text().notNull(),
    usedAt: moment(),
    createdAt: createdAt(),
  },
  (table) => [index("mfa_recovery_codes_user_id_idx").on(table.userId)],
);

/** Uploaded files (avatars, logos, certificates), kept in the database so every instance sees them. */
export const files = pgTable(
  "files",
  {
    id: text().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: oneOf(filePurposes).notNull(),
    contentType: text().notNull(),
    size: integer().notNull(),
    data: bytes().notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    oneOfCheck("files_purpose_check", table.purpose, filePurposes),
    index("files_user_id_idx").on(table.userId),
  ],
);

export const mfaVerificationAttempts = pgTable(
  "mfa_verification_attempts",
  {
    id: id(),
    userId: integer().references(() => users.id, { onDelete: "cascade" }),
    ipAddress: text(),
    timestamp: createdAt(),
    success: boolean().notNull(),
  },
  (table) => [
    index("mfa_verification_attempts_user_id_timestamp_idx").on(table.userId, table.timestamp),
    index("mfa_verification_attempts_ip_timestamp_idx").on(table.ipAddress, table.timestamp),
  ],
);

export const authLogs = pgTable(
  "auth_logs",
  {
    id: id(),
    userId: integer().references(() => users.id, { onDelete: "set null" }),
    username: text(),
    eventType: oneOf(authEventTypes).notNull(),
    eventSubtype: text(),
    status: oneOf(authEventStatuses).notNull(),
    ipAddress: text(),
    userAgent: text(),
    details: jsonb(),
    createdAt: createdAt(),
  },
  (table) => [
    oneOfCheck("auth_logs_event_type_check", table.eventType, authEventTypes),
    oneOfCheck("auth_logs_status_check", table.status, authEventStatuses),
    index("auth_logs_created_at_idx").on(table.createdAt),
    index("auth_logs_user_id_idx").on(table.userId),
    // A user's last sign-in (User Management): one probe per listed user.
    index("auth_logs_user_sign_in_idx")
      .on(table.userId, table.createdAt)
      .where(sql`${table.eventType} = 'login' and ${table.status} = 'success'`),
    index("auth_logs_event_type_created_idx").on(table.eventType, table.createdAt),
    // Sign-in lockouts count a username's recent failures case-insensitively.
    index("auth_logs_lower_username_created_idx").on(
      sql`lower(${table.username})`,
      table.createdAt,
    ),
    index("auth_logs_ip_created_idx").on(table.ipAddress, table.createdAt),
    // The Auth Logs page filters by status (failures) and counts them.
    index("auth_logs_status_created_idx").on(table.status, table.createdAt),
  ],
);

export const adminCredentials = pgTable(
  "admin_credentials",
  {
    id: id(),
    username: text().notNull(),
    passwordHash: text().notNull(),
    mfaEnabled: boolean().notNull().default(false),
    /** The authenticator secret, sealed with ENCRYPTION_KEY (security/secret-box.ts). */
    mfaSecret: text(),
    /** A secret being set up, sealed; it replaces mfaSecret once a code from it is verified. */
    mfaPendingSecret: text(),
    /** The time step of the last code accepted, so each code is accepted once. */
    mfaLastUsedStep: integer(),
    lastUpdated: createdAt(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex("admin_credentials_username_key").on(table.username)],
);

export const adminSettings = pgTable(
  "admin_settings",
  {
    id: id(),
    key: text().notNull(),
    value: text().notNull(),
    updatedAt: createdAt(),
  },
  (table) => [uniqueIndex("admin_settings_key_key").on(table.key)],
);

export const adminSessions = pgTable(
  "admin_sessions",
  {
    id: id(),
    /** Hash of the admin session identifier the browser sends in x-admin-session. */
    sessionId: text().notNull(),
    adminCredentialId: integer().references(() => adminCredentials.id, { onDelete: "cascade" }),
    /** The signed-in user who opened it: an admin session works for no one else. */
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /**
     * The `sessions` row of the sign-in it was opened in: whatever ends that session (sign-out,
     * signing out other sessions, a password change or reset) ends this one with it.
     */
    loginSessionId: text().references(() => sessions.id, { onDelete: "cascade" }),
    loggedIn: boolean().notNull().default(false),
    ipAddress: text(),
    userAgent: text(),
    lastActivity: createdAt(),
    createdAt: createdAt(),
    expiresAt: moment().notNull(),
  },
  (table) => [
    uniqueIndex("admin_sessions_session_id_key").on(table.sessionId),
    index("admin_sessions_admin_credential_id_idx").on(table.adminCredentialId),
    index("admin_sessions_expires_at_idx").on(table.expiresAt),
    index("admin_sessions_user_id_idx").on(table.userId),
    index("admin_sessions_login_session_id_idx").on(table.loginSessionId),
  ],
);

export const adminLoginAttempts = pgTable(
  "admin_login_attempts",
  {
    id: id(),
    ipAddress: text(),
    /** The admin username tried, as typed; lockouts count it case-insensitively. */
    username: text(),
    /** The signed-in user who tried. */
    userId: integer().references(() => users.id, { onDelete: "set null" }),
    timestamp: createdAt(),
    success: boolean().notNull(),
  },
  (table) => [
    index("admin_login_attempts_ip_timestamp_idx").on(table.ipAddress, table.timestamp),
    index("admin_login_attempts_lower_username_timestamp_idx").on(
      sql`lower(${table.username})`,
      table.timestamp,
    ),
  ],
);

/** What administrators did, to whom and when: the admin audit trail. */
export const adminAuditLog = pgTable(
  "admin_audit_log",
  {
    id: id(),
    /** The administrator (kept by name when their account is deleted). */
    actorUserId: integer().references(() => users.id, { onDelete: "set null" }),
    actorUsername: text().notNull(),
    action: oneOf(adminAuditActions).notNull(),
    /** The user acted on, for actions on a user. */
    targetUserId: integer().references(() => users.id, { onDelete: "set null" }),
    targetUsername: text(),
    /** What changed (a setting's old and new value, a feedback's new status). */
    details: jsonb().$type<Record<string, unknown>>(),
    ipAddress: text(),
    createdAt: createdAt(),
  },
  (table) => [
    oneOfCheck("admin_audit_log_action_check", table.action, adminAuditActions),
    index("admin_audit_log_target_user_id_created_idx").on(table.targetUserId, table.createdAt),
    index("admin_audit_log_created_at_idx").on(table.createdAt),
  ],
);

/** Browser sessions. The id is a hash of the random session id in the signed cookie. */
export const sessions = pgTable(
  "sessions",
  {
    id: text().primaryKey(),
    userId: integer().references(() => users.id, { onDelete: "cascade" }),
    data: jsonb().notNull(),
    ipAddress: text(),
    userAgent: text(),
    createdAt: createdAt(),
    lastSeenAt: createdAt(),
    expiresAt: moment().notNull(),
  },
  (table) => [
    index("sessions_user_id_idx").on(table.userId),
    index("sessions_expires_at_idx").on(table.expiresAt),
  ],
);

/** Every email and SMS is written here first, then handed to its transport; never lost. */
export const outbox = pgTable(
  "outbox",
  {
    id: id(),
    channel: oneOf(outboxChannels).notNull(),
    recipient: text().notNull(),
    subject: text(),
    textBody: text().notNull(),
    htmlBody: text(),
    /** Natural key of the message (e.g. a reminder), so the same message is queued only once. */
    dedupeKey: text(),
    status: oneOf(outboxStatuses).notNull().default("pending"),
    attempts: integer().notNull().default(0),
    nextAttemptAt: createdAt(),
    lastError: text(),
    createdAt: createdAt(),
    sentAt: moment(),
  },
  (table) => [
    oneOfCheck("outbox_channel_check", table.channel, outboxChannels),
    oneOfCheck("outbox_status_check", table.status, outboxStatuses),
    uniqueIndex("outbox_dedupe_key_key").on(table.dedupeKey),
    index("outbox_pending_idx").on(table.nextAttemptAt).where(sql`${table.status} = 'pending'`),
    // The admin dashboard's "sent in the last 24 hours".
    index("outbox_sent_at_idx").on(table.sentAt).where(sql`${table.sentAt} is not null`),
  ],
);

/** What happened to a user's certifications: the dashboard's Recent Activity and /activities. */
export const activities = pgTable(
  "activities",
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    certificationId: integer().references(() => certifications.id, { onDelete: "set null" }),
    type: oneOf(activityTypes).notNull(),
    title: text().notNull(),
    detail: text(),
    createdAt: createdAt(),
  },
  (table) => [
    oneOfCheck("activities_type_check", table.type, activityTypes),
    index("activities_user_id_created_idx").on(table.userId, table.createdAt),
    index("activities_certification_id_idx").on(table.certificationId),
  ],
);

/**
 * Every reminder sent, one row per step of a deadline: its natural key (certification,
 * deadline kind, deadline date, step) is unique, so however many sweeps run, on however many
 * instances, each reminder is created once. Emails and texts are queued from here.
 */
export const reminders = pgTable(
  "reminders",
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    certificationId: integer()
      .notNull()
      .references(() => certifications.id, { onDelete: "cascade" }),
    /** expiration or reporting_period_end */
    deadlineKind: oneOf(deadlineKinds).notNull(),
    deadlineDate: calendarDate().notNull(),
    /**
     * lead (the user's lead time), <n>d (n days before, one of the reminder days of the system
     * settings: 7d, 1d by default), passed (the day after an unmet deadline), or behind (the pace
     * of the last 90 days would finish the credits after the deadline)
     */
    step: text().$type<ReminderStep>().notNull(),
    /** The user's day when it was created (later than its step's day after downtime). */
    sentOn: calendarDate().notNull(),
    creditsMissing: creditAmount().notNull(),
    /** The category minimums still short when it was created ("2 ethics hours"). */
    categoriesMissing: categoriesMissing(),
    /** A "behind" reminder's pace when it was created (expected finish, credits a month). */
    pace: jsonb().$type<ReminderPace>(),
    /**
     * An expiration reminder whose certification's reporting period ends the same day with
     * credits missing: one reminder tells both ("expires and its reporting period ends").
     */
    reportingPeriodEndsToo: boolean().notNull().default(false),
    /** The notification method at the time: in-app, email, both or sms. */
    method: oneOf(notificationMethods).notNull(),
    /** Still to be put in the outbox (email or text), in the next digest of its user. */
    messagePending: boolean().notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    oneOfCheck("reminders_deadline_kind_check", table.deadlineKind, deadlineKinds),
    check(
      "reminders_step_check",
      sql`${table.step} in ('lead', 'passed', 'behind') or ${table.step} ~ '^[1-9][0-9]{0,2}d$'`,
    ),
    oneOfCheck("reminders_method_check", table.method, notificationMethods),
    uniqueIndex("reminders_natural_key").on(
      table.certificationId,
      table.deadlineKind,
      table.deadlineDate,
      table.step,
    ),
    index("reminders_user_id_created_idx").on(table.userId, table.createdAt),
    // The admin dashboard's "reminders in the last 24 hours", across users.
    index("reminders_created_at_idx").on(table.createdAt),
    index("reminders_message_pending_idx").on(table.userId).where(sql`${table.messagePending}`),
  ],
);

/**
 * The user's day the pace of a certification's current cycle was last judged by the reminder
 * sweep. A table of its own: the sweep writes 400,000 of these a day, each a small row with one
 * index, where a column of certifications rewrote the row and its 17 index entries.
 */
export const certificationPaces = pgTable("certification_paces", {
  certificationId: integer()
    .primaryKey()
    .references(() => certifications.id, { onDelete: "cascade" }),
  checkedOn: calendarDate().notNull(),
});

/**
 * Users whose reminders may have changed since the last sweep, written by triggers on the rows
 * a reminder depends on (migration 0016): their certifications (added, changed or deleted),
 * their reminder preferences and time zone, their
 * reminders and reminder notifications. The sweep reads only these users, and those whose day
 * began since the last sweep (`reminder_sweep_state`). A row is read once, then deleted.
 */
export const reminderChanges = pgTable(
  "reminder_changes",
  {
    userId: integer().notNull(),
    /**
     * From when the user is to be swept: at once (-infinity), or when a new certification is 24
     * hours old and its pace may be judged.
     */
    sweepFrom: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [index("reminder_changes_sweep_from_idx").on(table.sweepFrom)],
);

/**
 * What the last complete sweep of every user saw (one row): each time zone's day, the reminder
 * days of the settings, and whether paces were left for the next sweeps to judge.
 */
export const reminderSweepState = pgTable("reminder_sweep_state", {
  id: integer().primaryKey(),
  /** `{ [timeZone]: "YYYY-MM-DD" }`: the day of the enabled users of each zone. */
  days: jsonb().$type<Record<string, string>>().notNull(),
  reminderDays: jsonb().$type<number[]>().notNull(),
  pacesPending: boolean().notNull(),
  sweptAt: timestamp({ withTimezone: true }).notNull(),
});

/**
 * Payment-provider webhook events already applied, by the provider's event id: a replayed
 * delivery of the same event changes nothing.
 */
export const stripeEvents = pgTable("stripe_events", {
  id: text().primaryKey(),
  type: text().notNull(),
  createdAt: createdAt(),
});

/**
 * A user's own requirements to start a certification or a cycle from: credits required, unit,
 * categories and carry-over. Never claims about what a board asks today.
 */
export const requirementTemplates = pgTable(
  "requirement_templates",
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text().notNull(),
    creditsRequired: creditAmount().notNull(),
    creditsUnit: oneOf(creditsUnits).notNull(),
    requirements: requirements(),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (table) => [
    oneOfCheck("requirement_templates_credits_unit_check", table.creditsUnit, creditsUnits),
    uniqueIndex("requirement_templates_user_id_name_key").on(
      table.userId,
      sql`lower(${table.name})`,
    ),
  ],
);

/**
 * The requirement library: each version of each rule set (`src/common/requirement-library/
 * rule-set.ts`), as the reviewed data files in the repository give it, loaded at start-up. A
 * published version never changes; a correction is the next version, and earlier versions stay
 * for the certifications that follow them.
 */
export const requirementRules = pgTable(
  "requirement_rules",
  {
    id: id(),
    /** The rule set's id in the library ("rn-california"). */
    key: text().notNull(),
    version: integer().notNull(),
    name: text().notNull(),
    profession: text().notNull(),
    jurisdiction: text().notNull(),
    /** The whole rule set as reviewed: cycle, credits, categories, sources. */
    ruleSet: jsonb().$type<RuleSet>().notNull(),
    loadedAt: createdAt(),
  },
  (table) => [uniqueIndex("requirement_rules_key_version_key").on(table.key, table.version)],
);

/**
 * A new version of a rule set that changes what a follower's current cycle needs: offered once
 * per certification and version (the unique key), with what would change (`changes`, for the
 * user to read first) and the values applying it writes (`proposed`, the fields the user had
 * not detached). Applying changes the current cycle only; past cycles keep their requirements.
 */
export const ruleChanges = pgTable(
  "rule_changes",
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    certificationId: integer()
      .notNull()
      .references(() => certifications.id, { onDelete: "cascade" }),
    ruleSetKey: text().notNull(),
    fromVersion: integer().notNull(),
    toVersion: integer().notNull(),
    changes: jsonb().$type<RuleChangeLine[]>().notNull(),
    proposed: jsonb().$type<RuleProposal>().notNull(),
    status: oneOf(ruleChangeStatuses).notNull().default("pending"),
    createdAt: createdAt(),
    decidedAt: moment(),
  },
  (table) => [
    oneOfCheck("rule_changes_status_check", table.status, ruleChangeStatuses),
    foreignKey({
      name: "rule_changes_to_version_fk",
      columns: [table.ruleSetKey, table.toVersion],
      foreignColumns: [requirementRules.key, requirementRules.version],
    }),
    uniqueIndex("rule_changes_certification_version_key").on(
      table.certificationId,
      table.ruleSetKey,
      table.toVersion,
    ),
    index("rule_changes_user_id_status_idx").on(table.userId, table.status),
  ],
);

/**
 * A user's calendar subscription feed (`/ics/<token>.ics`): one per user. Only the SHA-256 of
 * its token is kept; the address is shown once, when created. `contentHash` and
 * `contentChangedAt` remember what the last calendar served was made of (its ETag), so the
 * feed's `Last-Modified` is the moment its content last changed (a deletion included) and a
 * poll of an unchanged feed writes nothing.
 */
export const calendarFeeds = pgTable(
  "calendar_feeds",
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text().notNull(),
    /** Completed credits appear as events on their completion dates. */
    includeCredits: boolean().notNull().default(false),
    createdAt: createdAt(),
    /** The last fetch, kept to the hour (decision record "calendar feed"); null until fetched. */
    lastFetchedAt: moment(),
    /** The last ETag served, without quotes (SHA-256, base64url); null until fetched. */
    contentHash: text(),
    contentChangedAt: moment(),
  },
  (table) => [
    uniqueIndex("calendar_feeds_user_id_key").on(table.userId),
    uniqueIndex("calendar_feeds_token_hash_key").on(table.tokenHash),
  ],
);

/**
 * A certificate's file waiting to be read and reviewed (the user's inbox). A capture is a job:
 * queued, then taken by one instance's reader (`reading`, its lease until `leaseUntil`; a lease
 * run out means the reader died, and another takes it again), then `ready` with the fields read
 * or `failed` with a message. Saving it as a credit moves its file to the credit and removes it.
 */
export const captures = pgTable(
  "captures",
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    fileId: text()
      .notNull()
      .references(() => files.id, { onDelete: "cascade" }),
    fileName: text().notNull(),
    fileType: text().notNull(),
    status: oneOf(captureStatuses).notNull().default("queued"),
    pages: integer(),
    /** Each page read, its size in the units of its evidence boxes (points, or an image's pixels). */
    pageSizes: jsonb().$type<PageSize[]>(),
    fields: jsonb().$type<CaptureFields>(),
    evidence: jsonb().$type<Partial<Record<CaptureFieldName, FieldEvidence[]>>>(),
    confidence: jsonb().$type<Partial<Record<CaptureFieldName, number>>>(),
    error: text(),
    attempts: integer().notNull().default(0),
    leaseUntil: moment(),
    createdAt: createdAt(),
    readAt: moment(),
  },
  (table) => [
    oneOfCheck("captures_status_check", table.status, captureStatuses),
    index("captures_user_id_created_idx").on(table.userId, table.createdAt),
    // The readers' queue: what waits, oldest first, and readings whose lease ran out.
    index("captures_waiting_idx")
      .on(table.createdAt)
      .where(sql`${table.status} in ('queued', 'reading')`),
  ],
);

/**
 * A user's private address for mailing certificates in (`<token>@<INBOUND_MAIL_DOMAIN>`): one
 * per user, only the SHA-256 of its token kept; the address is shown once, when created.
 * `mailedOn` and `mailedCount` count the captures mailed in on the user's day, for the daily limit.
 */
export const captureMailAddresses = pgTable(
  "capture_mail_addresses",
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text().notNull(),
    createdAt: createdAt(),
    mailedOn: calendarDate(),
    mailedCount: integer().notNull().default(0),
  },
  (table) => [
    uniqueIndex("capture_mail_addresses_user_id_key").on(table.userId),
    uniqueIndex("capture_mail_addresses_token_hash_key").on(table.tokenHash),
  ],
);

/**
 * What a user told the renewal planner (PlannerPreferences, src/common/planner.ts): one row per
 * user, none until the first PUT /api/planner/preferences. Course ids are the catalogue's
 * (education_opportunities); a course later removed from the catalogue is simply never planned.
 */
export const plannerPreferences = pgTable("planner_preferences", {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  excludedCourses: integer().array().notNull().default(sql`'{}'::integer[]`),
  excludedProviders: text().array().notNull().default(sql`'{}'::text[]`),
  excludedFormats: text().array().$type<OpportunityFormat[]>().notNull().default(sql`'{}'::text[]`),
  /** Whole currency units, as an opportunity's cost; null: no budget. */
  budget: integer(),
  /** Course hours in any one month at most; null: no limit. */
  monthlyHoursLimit: numeric({ precision: 6, scale: 2, mode: "number" }),
  pinnedCourses: integer().array().notNull().default(sql`'{}'::integer[]`),
  /** The calendar feed shows the planned courses on their start dates. */
  includeInCalendar: boolean().notNull().default(false),
  updatedAt: createdAt(),
});
