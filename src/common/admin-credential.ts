import { z } from "zod";
import { currentPasswordField } from "./accounts/fields";

/**
 * The admin credential's own settings (System page): its password and its two-factor
 * authentication by an authenticator app. The password follows the rule ADMIN_PASSWORD is
 * held to at start-up (12 characters), and the server also refuses common passwords.
 */
export const adminPasswordMinLength = 12;
const adminPasswordMaxLength = 256;

export const adminCredentialMessages = {
  newPasswordTooShort: `Admin password must be at least ${adminPasswordMinLength} characters`,
  newPasswordTooLong: `Admin password must be at most ${adminPasswordMaxLength} characters`,
  currentPasswordRequired: "Current admin password is required",
  currentPasswordWrong: "Current admin password is incorrect",
  passwordRequired: "Admin password is required",
  passwordWrong: "Admin password is incorrect",
  codeFormat: "Enter the 6-digit code from your authenticator app",
  codeInvalid: "That code is not valid. Try the current one.",
  mfaAlreadyOn: "Two-factor authentication is already on for the admin credential.",
  mfaNotOn: "Two-factor authentication is not on for the admin credential.",
  noSetupStarted: "Start the set-up again: no new authenticator is waiting to be confirmed.",
  passwordChanged: "Admin password changed. Every other admin session has been signed out.",
  mfaEnabled: "Two-factor authentication is on for the admin area.",
  mfaDisabled: "Two-factor authentication is off for the admin area.",
} as const;

export const adminNewPasswordField = z
  .string({ error: adminCredentialMessages.newPasswordTooShort })
  .min(adminPasswordMinLength, adminCredentialMessages.newPasswordTooShort)
  .max(adminPasswordMaxLength, adminCredentialMessages.newPasswordTooLong);

/** A 6-digit code from the authenticator app. */
export const adminCodeField = z
  .string({ error: adminCredentialMessages.codeFormat })
  .trim()
  .max(6, adminCredentialMessages.codeFormat)
  .regex(/^\d{6}$/, adminCredentialMessages.codeFormat);

/** PUT /api/admin/credential/password. */
export const adminPasswordChangeSchema = z.object({
  currentPassword: currentPasswordField(adminCredentialMessages.currentPasswordRequired),
  newPassword: adminNewPasswordField,
});
export type AdminPasswordChange = z.infer<typeof adminPasswordChangeSchema>;

/** The form also asks for the new password twice; the server never sees the confirmation. */
export const adminPasswordChangeFormSchema = adminPasswordChangeSchema
  .extend({
    confirmPassword: z
      .string({ error: "Please confirm the new password" })
      .min(1, "Please confirm the new password"),
  })
  .refine((form) => form.newPassword === form.confirmPassword, {
    message: "Passwords do not match",
    path: ["confirmPassword"],
  });

/** A refused password or code, named by the field the form shows it under. */
export const adminCredentialRefusalSchema = z.object({
  message: z.string(),
  field: z.enum(["currentPassword", "newPassword", "password", "token"]),
});

/** POST /api/admin/credential/mfa/setup: the new secret, its otpauth URI and its QR code. */
export const adminMfaSetupSchema = z.object({
  secret: z.string(),
  uri: z.string(),
  /** A data: URL of the QR code (PNG), drawn as the users' set-up draws it. */
  qrCodeUrl: z.string(),
});
export type AdminMfaSetup = z.infer<typeof adminMfaSetupSchema>;

/** POST /api/admin/credential/mfa/enable. */
export const adminMfaEnableSchema = z.object({ token: adminCodeField });

/** POST /api/admin/credential/mfa/disable: the admin password and a current code. */
export const adminMfaDisableSchema = z.object({
  password: currentPasswordField(adminCredentialMessages.passwordRequired),
  token: adminCodeField,
});

/** What each of these settings answers. */
export const adminCredentialAnswerSchema = z.object({
  message: z.string(),
  mfaEnabled: z.boolean(),
});
export type AdminCredentialAnswer = z.infer<typeof adminCredentialAnswerSchema>;
