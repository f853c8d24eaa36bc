import { z } from "zod";
import { currentPasswordField, emailCodeField, emailField, newPasswordField } from "./fields";

export const forgotPasswordSchema = z.object({ email: emailField });
export const verifyResetCodeSchema = z.object({ email: emailField, code: emailCodeField });
export const resetPasswordSchema = z.object({
  email: emailField,
  code: emailCodeField,
  password: newPasswordField,
});

export const changePasswordSchema = z.object({
  currentPassword: currentPasswordField("Current password is required"),
  newPassword: newPasswordField,
});

const confirmPasswordField = z
  .string({ error: "Please confirm your password" })
  .min(1, "Please confirm your password");

/** The new-password step of /forgot-password; the server never sees the confirmation. */
export const newPasswordFormSchema = z
  .object({ password: newPasswordField, confirmPassword: confirmPasswordField })
  .refine((form) => form.password === form.confirmPassword, {
    message: "Passwords do not match",
    path: ["confirmPassword"],
  });

/** The /settings/password form; the server never sees the confirmation. */
export const changePasswordFormSchema = changePasswordSchema
  .extend({ confirmPassword: confirmPasswordField })
  .refine((form) => form.newPassword === form.confirmPassword, {
    message: "Passwords do not match",
    path: ["confirmPassword"],
  });
