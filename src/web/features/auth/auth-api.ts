import type { resetPasswordSchema } from "@common/accounts/password-reset";
import { messageSchema } from "@common/accounts/profile";
import { type RegisterInput, verifiedSchema } from "@common/accounts/registration";
import {
  type LoginInput,
  loginMfaRequiredSchema,
  type VerifyLoginMfaInput,
} from "@common/accounts/sign-in";
import { type PublicUser, publicUserSchema } from "@common/user";
import { apiSend } from "@web/lib/api-client";
import { z } from "zod";

/**
 * Calls of the signed-out pages: signing in, registering and resetting a forgotten password.
 * They read nothing to cache; signing in puts the answered user into the user's query. Logging
 * out is in hooks/use-user, as the layout's Log out button sends it.
 */

// Signing in.

/** POST /api/login: the user, or the second step's challenge when MFA is on. */
export function logIn(input: LoginInput) {
  return apiSend("POST", "/api/login", z.union([loginMfaRequiredSchema, publicUserSchema]), input);
}

/** POST /api/verify-login-mfa: the code of the second step; answers the signed-in user. */
export function verifyLoginMfa(input: VerifyLoginMfaInput): Promise<PublicUser> {
  return apiSend("POST", "/api/verify-login-mfa", publicUserSchema, input);
}

// Registering: an emailed code proves the address, then the account is created.

export function sendVerificationEmail(email: string) {
  return apiSend("POST", "/api/verify-email", messageSchema, { email });
}

export function resendVerificationCode(email: string) {
  return apiSend("POST", "/api/resend-verification", messageSchema, { email });
}

export function verifyEmailCode(email: string, code: string) {
  return apiSend("POST", "/api/verify-otp", verifiedSchema, { email, code });
}

/** POST /api/register for the verified address; answers the new user, signed in. */
export function createAccount(input: RegisterInput): Promise<PublicUser> {
  return apiSend("POST", "/api/register", publicUserSchema, input);
}

// Resetting a forgotten password: an emailed code, then the new password.

/** POST /api/forgot-password; the answer is neutral about whether the account exists. */
export function requestResetCode(email: string) {
  return apiSend("POST", "/api/forgot-password", messageSchema, { email });
}

export function verifyResetCode(email: string, code: string) {
  return apiSend("POST", "/api/forgot-password/verify", verifiedSchema, { email, code });
}

/** POST /api/reset-password: uses the code up; answers the message to show. */
export function resetPassword(input: z.output<typeof resetPasswordSchema>) {
  return apiSend("POST", "/api/reset-password", messageSchema, input);
}
