import { z } from "zod";
import { countOf } from "./plural";

/**
 * The admin area's own sign-in (spec sections 3, 6 and 7): a signed-in administrator passes the
 * admin credential (username, password, and a TOTP code when its MFA is on) and receives an
 * admin session id, kept in localStorage adminSessionId and sent as x-admin-session.
 */
export const adminSignInMessages = {
  usernameRequired: "Admin username is required",
  passwordRequired: "Admin password is required",
  invalid: "Invalid admin username or password",
  codeRequired: "Enter the 6-digit code from your authenticator app",
  codeInvalid: "That code is not valid. Try the current one.",
} as const;

/** The 429 of an admin sign-in while it is locked for `minutes` more. */
export function adminSignInLockedMessage(minutes: number): string {
  return `Too many failed admin sign-in attempts. Please try again in ${countOf(minutes, "minute", "minutes")}.`;
}

/** The 429 answer of a locked admin sign-in; `retryAfter` is in seconds (as Retry-After). */
export const adminSignInLockedSchema = z.object({
  message: z.string(),
  rateLimited: z.literal(true),
  retryAfter: z.number().int(),
});

/** POST /api/admin/login. */
export const adminLoginInputSchema = z.object({
  username: z
    .string({ error: adminSignInMessages.usernameRequired })
    .trim()
    .min(1, adminSignInMessages.usernameRequired)
    .max(100),
  password: z
    .string({ error: adminSignInMessages.passwordRequired })
    .min(1, adminSignInMessages.passwordRequired)
    .max(200),
  /** The TOTP code, when the admin credential has MFA on; empty means none. */
  token: z
    .string()
    .trim()
    .max(20)
    .optional()
    .transform((token) => (token ? token : undefined)),
});
export type AdminLoginInput = z.infer<typeof adminLoginInputSchema>;

/** The answer of a successful admin sign-in. */
export const adminLoginAnswerSchema = z.object({
  sessionId: z.string(),
  expiresAt: z.string(),
});
export type AdminLoginAnswer = z.infer<typeof adminLoginAnswerSchema>;

/** 401 of an admin sign-in whose credential has MFA on and no (or a wrong) code was sent. */
export const adminMfaRequiredSchema = z.object({
  message: z.string(),
  mfaRequired: z.literal(true),
});

/** GET /api/admin/session: the caller's live admin session (else 403, as any admin route). */
export const adminSessionStatusSchema = z.object({
  username: z.string(),
  mfaEnabled: z.boolean(),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type AdminSessionStatus = z.infer<typeof adminSessionStatusSchema>;
