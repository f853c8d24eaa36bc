import { z } from "zod";
import { nameText } from "../text";

/** Field rules and messages of spec section 5, shared by the server and the forms. */

export const emailField = z
  .string({ error: "Email is required" })
  .trim()
  .min(1, "Email is required")
  .max(254, "Please enter a valid email address")
  .pipe(z.email("Please enter a valid email address"))
  .transform((email) => email.toLowerCase());

export const newUsernameField = z
  .string({ error: "Username must be at least 3 characters" })
  .trim()
  .min(3, "Username must be at least 3 characters")
  .max(50, "Username must be at most 50 characters")
  .regex(
    /^[A-Za-z0-9._-]+$/,
    "Username may contain only letters, numbers, dots, dashes and underscores",
  );

// The longest password accepted, at sign-up and wherever one is typed again.
const passwordMaxLength = 256;
const passwordTooLongMessage = `Password must be at most ${passwordMaxLength} characters`;

export const newPasswordField = z
  .string({ error: "Password must be at least 8 characters" })
  .min(8, "Password must be at least 8 characters")
  .max(passwordMaxLength, passwordTooLongMessage);

/**
 * The server refuses a new password found on its list of the most common ones (NIST SP
 * 800-63B); the list stays on the server, so the forms learn of it from this answer.
 */
export const commonPasswordMessage =
  "This password is too common. Choose one that is harder to guess.";

/** The 400 answer that refuses a new password, shown under the form's password field. */
export const passwordRefusedSchema = z.object({
  message: z.string(),
  field: z.literal("password"),
});

/** A password typed to prove who one is (sign-in, password change, turning MFA off). */
export function currentPasswordField(required: string) {
  return z
    .string({ error: required })
    .min(1, required)
    .max(passwordMaxLength, passwordTooLongMessage);
}

/** A person's first or last name. */
export const personNameField = nameText(100, { tooLong: "Name must be at most 100 characters" });

export const optionalNameField = personNameField
  .optional()
  .transform((name) => (name ? name : undefined));

/** E.164: a plus sign then 10 to 15 digits. */
export const phoneNumberField = z
  .string({ error: "Phone number must be in E.164 format (e.g., +12345678901)" })
  .trim()
  .max(16, "Phone number must be in E.164 format (e.g., +12345678901)")
  .regex(/^\+\d{10,15}$/, "Phone number must be in E.164 format (e.g., +12345678901)");

/** The 6-digit code sent by email (or SMS). */
export const emailCodeField = z
  .string({ error: "Please enter the 6-digit verification code" })
  .trim()
  .max(6, "Please enter the 6-digit verification code")
  .regex(/^\d{6}$/, "Please enter the 6-digit verification code");

/** An MFA code: 6 digits from an app or SMS, or an 8-digit recovery code. */
export const mfaCodeField = z
  .string({ error: "Code must be at least 6 characters" })
  .trim()
  .min(6, "Code must be at least 6 characters")
  .max(8, "Code cannot be longer than 8 characters")
  .regex(/^\d+$/, "Code must contain only numbers");

/** An IANA time zone name as the browser reports it. */
export const timeZoneField = z
  .string()
  .trim()
  .max(64)
  .refine((zone) => {
    try {
      new Intl.DateTimeFormat("en-US", { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  }, "Unknown time zone")
  // Stored as the zone's own name ("america/new_york" becomes "America/New_York"), the exact
  // spelling the database's time zone list uses when reminders count the user's days.
  .transform(
    (zone) => new Intl.DateTimeFormat("en-US", { timeZone: zone }).resolvedOptions().timeZone,
  );
