import { z } from "zod";
import {
  emailCodeField,
  emailField,
  newPasswordField,
  newUsernameField,
  optionalNameField,
  timeZoneField,
} from "./fields";

export const verifyEmailSchema = z.object({ email: emailField });
export const verifyOtpSchema = z.object({ email: emailField, code: emailCodeField });
export const resendVerificationSchema = z.object({ email: emailField });
export const verifiedSchema = z.object({ verified: z.boolean(), message: z.string() });

/** What the server accepts at POST /api/register (confirmPassword is removed before sending). */
export const registerSchema = z.object({
  username: newUsernameField,
  password: newPasswordField,
  email: emailField,
  firstName: optionalNameField,
  lastName: optionalNameField,
  timeZone: timeZoneField.optional(),
});
export type RegisterInput = z.input<typeof registerSchema>;

/** The complete-registration form, with the confirmation the server never sees. */
export const registrationFormSchema = z
  .object({
    username: newUsernameField,
    password: newPasswordField,
    confirmPassword: z
      .string({ error: "Please confirm your password" })
      .min(1, "Please confirm your password"),
    firstName: optionalNameField,
    lastName: optionalNameField,
  })
  .refine((form) => form.password === form.confirmPassword, {
    message: "Passwords do not match",
    path: ["confirmPassword"],
  });
