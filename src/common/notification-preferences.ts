import { z } from "zod";
import { notificationMethods } from "./user";

export type NotificationMethod = (typeof notificationMethods)[number];

/** How each way of sending reminders is named on /settings/notifications. */
export const notificationMethodLabels: Record<NotificationMethod, string> = {
  "in-app": "In-app",
  email: "Email",
  both: "In-app and email",
  sms: "Text message (SMS)",
};

export const notificationPreferencesMessages = {
  daysInAdvance: "Reminder lead time must be a whole number of days from 1 to 365",
  method: "Choose how to receive reminders",
  smsNeedsVerifiedPhone: "Verify a phone number before choosing text messages",
  emailNeedsAddress: "Add an email address before choosing email",
} as const;

/** Lead time of the first reminder, in days before the deadline (spec section 9: default 30). */
export const daysInAdvanceRange = { min: 1, max: 365, default: 30 } as const;

/** PATCH /api/user/notification-preferences. Absent fields stay as they are. */
export const notificationPreferencesSchema = z.object({
  notifyExpirations: z.boolean().optional(),
  notifyDueDates: z.boolean().optional(),
  notifyDaysInAdvance: z
    .number({ error: notificationPreferencesMessages.daysInAdvance })
    .int(notificationPreferencesMessages.daysInAdvance)
    .min(daysInAdvanceRange.min, notificationPreferencesMessages.daysInAdvance)
    .max(daysInAdvanceRange.max, notificationPreferencesMessages.daysInAdvance)
    .optional(),
  notificationMethod: z
    .enum(notificationMethods, { error: notificationPreferencesMessages.method })
    .optional(),
});
export type NotificationPreferences = z.output<typeof notificationPreferencesSchema>;
