import { z } from "zod";
import { mfaTypes } from "./accounts/sign-in";
import { momentSchema } from "./moment";

/**
 * Subscription states a user can be in: inactive (never subscribed) and the payment
 * provider's subscription states. Those without a label of their own are shown as "None".
 */
export const subscriptionStatuses = [
  "inactive",
  "active",
  "incomplete",
  "incomplete_expired",
  "trialing",
  "past_due",
  "canceled",
  "unpaid",
  "paused",
] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

export const notificationMethods = ["in-app", "email", "both", "sms"] as const;

/** The signed-in user as the API returns it (GET /api/user). Secrets never leave the server. */
export const publicUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  emailVerified: z.boolean(),
  phoneNumber: z.string().nullable(),
  phoneVerified: z.boolean(),
  mfaEnabled: z.boolean(),
  mfaType: z.enum(mfaTypes),
  mfaRegistered: z.boolean(),
  avatarUrl: z.string().nullable(),
  subscriptionStatus: z.enum(subscriptionStatuses),
  isSubscriptionOverridden: z.boolean(),
  notifyExpirations: z.boolean(),
  notifyDueDates: z.boolean(),
  notifyDaysInAdvance: z.number().int(),
  notificationMethod: z.enum(notificationMethods),
  /** When the user chose how to be reminded; null until they answer the question or save Alerts. */
  reminderMethodChosenAt: momentSchema.nullable(),
  isEnabled: z.boolean(),
  isAdmin: z.boolean(),
  timeZone: z.string(),
  /** The guided tours finished or skipped, on any device (the browser keeps its own list too). */
  completedTours: z.array(z.string()),
});

export type PublicUser = z.infer<typeof publicUserSchema>;
