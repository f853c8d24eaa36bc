import { z } from "zod";
import { emailCodeField, emailField, phoneNumberField, timeZoneField } from "./fields";

const editableName = z
  .string()
  .trim()
  .max(100, "Name must be at most 100 characters")
  .nullable()
  .optional()
  .transform((name) => (name === "" ? null : name));

/** Absent fields stay as they are; an empty name (or null) clears it. */
export const updateProfileSchema = z.object({
  firstName: editableName,
  lastName: editableName,
  timeZone: timeZoneField.optional(),
});

export const changeEmailSchema = z.object({ email: emailField });
export const confirmEmailChangeSchema = z.object({ code: emailCodeField });
export const changePhoneSchema = z.object({ phoneNumber: phoneNumberField });
export const confirmPhoneSchema = z.object({ code: emailCodeField });

export const messageSchema = z.object({ message: z.string() });

export const activeSessionSchema = z.object({
  id: z.string(),
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  current: z.boolean(),
});
export type ActiveSession = z.infer<typeof activeSessionSchema>;

/** Avatars: PNG, JPEG or WebP, at most 1 MB, checked by their content. */
export const avatarMaxBytes = 1024 * 1024;
export const avatarContentTypes = ["image/png", "image/jpeg", "image/webp"] as const;
