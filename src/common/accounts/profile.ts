import { z } from "zod";
import {
  emailCodeField,
  emailField,
  personNameField,
  phoneNumberField,
  timeZoneField,
} from "./fields";

/**
 * A name on the profile form: absent leaves it as it is, null or an empty (or blank) string
 * clears it.
 */
const editableName = personNameField
  .nullable()
  .optional()
  .transform((name) => (name === "" ? null : name));

/** PATCH /api/user/profile. Absent fields stay as they are. */
export const updateProfileSchema = z.object({
  firstName: editableName,
  lastName: editableName,
  timeZone: timeZoneField.optional(),
});
export type ProfileChanges = z.output<typeof updateProfileSchema>;

export const changeEmailSchema = z.object({ email: emailField });
export const confirmEmailChangeSchema = z.object({ code: emailCodeField });
export const changePhoneSchema = z.object({ phoneNumber: phoneNumberField });
export const confirmPhoneSchema = z.object({ code: emailCodeField });

export const messageSchema = z.object({ message: z.string() });

/** One signed-in browser of the user (GET /api/user/sessions); `current` is the caller's. */
export const activeSessionSchema = z.object({
  id: z.string(),
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  current: z.boolean(),
});
export type ActiveSession = z.infer<typeof activeSessionSchema>;
