import { z } from "zod";
import { pageQueryFields } from "./pagination";
import { ruleSetKeySchema } from "./requirement-library/library";
import { nameText } from "./text";

export const feedbackTypes = ["bug", "feature", "general"] as const;
export const feedbackTypeLabels: Record<(typeof feedbackTypes)[number], string> = {
  bug: "Bug report",
  feature: "Feature request",
  general: "General feedback",
};

export const feedbackCategories = [
  "certifications",
  "credits",
  "dashboard",
  "calendar",
  "notifications",
  "reports",
  "account",
  "requirement-rule",
  "other",
] as const;
/**
 * The categories the Feedback page offers: a report against a rule set of the requirement
 * library is sent from the rule itself, with the rule set and version attached.
 */
export const feedbackFormCategories = feedbackCategories.filter(
  (category) => category !== "requirement-rule",
);
export const feedbackCategoryLabels: Record<(typeof feedbackCategories)[number], string> = {
  certifications: "Certifications",
  credits: "CE credits",
  dashboard: "Dashboard",
  calendar: "Calendar",
  notifications: "Notifications and reminders",
  reports: "Reports",
  account: "Account and sign-in",
  "requirement-rule": "A rule of the requirement library",
  other: "Something else",
};

/** Where a piece of feedback stands; new feedback is pending. */
export const feedbackStatuses = ["pending", "reviewed", "planned", "resolved", "closed"] as const;
export type FeedbackStatus = (typeof feedbackStatuses)[number];
/** The statuses of feedback still waiting on the team: neither resolved nor closed. */
export const openFeedbackStatuses = [
  "pending",
  "reviewed",
  "planned",
] as const satisfies readonly FeedbackStatus[];
export const feedbackStatusLabels: Record<FeedbackStatus, string> = {
  pending: "Pending",
  reviewed: "Reviewed",
  planned: "Planned",
  resolved: "Resolved",
  closed: "Closed",
};

export const feedbackMessages = {
  type: "Choose what kind of feedback this is",
  category: "Choose a category",
  subjectRequired: "Subject is required",
  subjectTooLong: "Subject must be at most 200 characters",
  messageRequired: "Message is required",
  messageTooLong: "Message must be at most 5000 characters",
  rating: "Rating must be a whole number from 1 to 5",
} as const;

/** What a feedback's message may be, wherever feedback is sent. */
export const feedbackMessageField = z
  .string({ error: feedbackMessages.messageRequired })
  .trim()
  .min(1, feedbackMessages.messageRequired)
  .max(5000, feedbackMessages.messageTooLong);

/** POST /api/feedback. The rating is optional. */
export const feedbackInputSchema = z.object({
  type: z.enum(feedbackTypes, { error: feedbackMessages.type }),
  category: z.enum(feedbackCategories, { error: feedbackMessages.category }),
  subject: nameText(200, {
    required: feedbackMessages.subjectRequired,
    tooLong: feedbackMessages.subjectTooLong,
  }),
  message: feedbackMessageField,
  rating: z
    .number({ error: feedbackMessages.rating })
    .int(feedbackMessages.rating)
    .min(1, feedbackMessages.rating)
    .max(5, feedbackMessages.rating)
    .nullish()
    .transform((rating) => rating ?? null),
});
export type FeedbackInput = z.output<typeof feedbackInputSchema>;

export const feedbackSchema = z.object({
  id: z.number().int(),
  type: z.enum(feedbackTypes),
  category: z.enum(feedbackCategories),
  subject: z.string(),
  message: z.string(),
  rating: z.number().int().nullable(),
  status: z.enum(feedbackStatuses),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Feedback = z.infer<typeof feedbackSchema>;

export const feedbackListQuerySchema = z.object({
  ...pageQueryFields({ default: 20, max: 100 }),
});

/** The administrators' internal note on a piece of feedback: never sent to its author. */
export const feedbackNoteMaxLength = 2000;
export const feedbackTriageMessages = {
  noteTooLong: `Note must be at most ${feedbackNoteMaxLength} characters`,
  status: "Choose a status",
  nothingToChange: "Send a status or a note to change",
} as const;

/** GET /api/admin/feedback: every user's feedback, newest first, filtered and paged. */
export const feedbackTriageQuerySchema = z.object({
  ...pageQueryFields({ default: 20, max: 100 }),
  status: z.enum(feedbackStatuses).optional(),
  type: z.enum(feedbackTypes).optional(),
  category: z.enum(feedbackCategories).optional(),
  /** The reports against one rule set of the library, any version. */
  ruleSet: ruleSetKeySchema.optional(),
  /** Looks in the subject and the message. */
  search: z.string().trim().max(200).optional(),
});
export type FeedbackTriageQuery = z.infer<typeof feedbackTriageQuerySchema>;

/** A piece of feedback as administrators see it: with its author and the internal note. */
export const triagedFeedbackSchema = feedbackSchema.extend({
  author: z.object({
    id: z.number().int(),
    username: z.string(),
    email: z.string().nullable(),
  }),
  adminNote: z.string().nullable(),
  /** The rule set and version a report against the requirement library names. */
  ruleSet: z.object({ id: z.string(), version: z.number().int(), name: z.string() }).nullable(),
});
export type TriagedFeedback = z.infer<typeof triagedFeedbackSchema>;

/** PATCH /api/admin/feedback/:id: a new status, a note (empty clears it), or both. */
export const feedbackTriageInputSchema = z
  .object({
    status: z.enum(feedbackStatuses, { error: feedbackTriageMessages.status }).optional(),
    adminNote: z
      .string()
      .trim()
      .max(feedbackNoteMaxLength, feedbackTriageMessages.noteTooLong)
      .optional(),
  })
  .refine((input) => input.status !== undefined || input.adminNote !== undefined, {
    error: feedbackTriageMessages.nothingToChange,
  });
export type FeedbackTriageInput = z.infer<typeof feedbackTriageInputSchema>;
