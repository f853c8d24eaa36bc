import { z } from "zod";
import { rowIdField } from "../integer-column";
import { nameText } from "../text";
import { currentPasswordField, mfaCodeField } from "./fields";

/**
 * What sign-in accepts: `username` is the username or the account's email address. Usernames
 * have at most 50 characters; sign-in takes up to 254 (an email address's longest) and refuses
 * anything longer before it is looked up or written to the auth log.
 */
export const loginSchema = z.object({
  username: z
    .string({ error: "Username is required" })
    .trim()
    .min(1, "Username is required")
    .max(254, "Username must be at most 254 characters"),
  password: currentPasswordField("Password is required"),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const mfaTypes = ["app", "sms"] as const;
export type MfaType = (typeof mfaTypes)[number];

/** POST /api/login answers the user, or this when a second step is needed. */
export const loginMfaRequiredSchema = z.object({
  requireMFA: z.literal(true),
  userId: z.number().int(),
  username: z.string(),
  mfaType: z.enum(mfaTypes),
  message: z.string(),
});
export type LoginMfaRequired = z.infer<typeof loginMfaRequiredSchema>;

export const verifyLoginMfaSchema = z.object({
  userId: rowIdField,
  code: mfaCodeField,
  mfaType: z.enum(mfaTypes),
  trustDevice: z.boolean().default(false),
  deviceName: nameText(100, { tooLong: "Device name must be at most 100 characters" })
    .optional()
    .transform((name) => (name ? name : undefined)),
});
export type VerifyLoginMfaInput = z.input<typeof verifyLoginMfaSchema>;

/** Extra fields of an MFA error answer (spec section 3 and 8). */
export const mfaErrorSchema = z.object({
  message: z.string(),
  rateLimited: z.boolean().optional(),
  retryAfter: z.number().optional(),
  needsResetup: z.boolean().optional(),
  setupUrl: z.string().optional(),
  sessionExpired: z.boolean().optional(),
  invalidSession: z.boolean().optional(),
});
export type MfaError = z.infer<typeof mfaErrorSchema>;
