import {
  type changeEmailSchema,
  type changePhoneSchema,
  messageSchema,
  type updateProfileSchema,
} from "@common/accounts/profile";
import { type PublicUser, publicUserSchema } from "@common/user";
import { apiSend } from "@web/lib/api-client";
import { uploadFile } from "@web/lib/upload-file";
import type { z } from "zod";

/**
 * Changes of /settings/profile. Every change answers the updated user, which goes into the
 * user's query (hooks/use-user), except the first step of an email or phone change, which only
 * sends a code.
 */

export function updateProfile(names: z.input<typeof updateProfileSchema>): Promise<PublicUser> {
  return apiSend("PATCH", "/api/user/profile", publicUserSchema, names);
}

export function requestEmailChange(body: z.output<typeof changeEmailSchema>) {
  return apiSend("POST", "/api/user/email", messageSchema, body);
}

export function confirmEmailChange(code: string): Promise<PublicUser> {
  return apiSend("POST", "/api/user/email/verify", publicUserSchema, { code });
}

export function requestPhoneChange(body: z.output<typeof changePhoneSchema>) {
  return apiSend("POST", "/api/user/phone", messageSchema, body);
}

export function confirmPhoneChange(code: string): Promise<PublicUser> {
  return apiSend("POST", "/api/user/phone/verify", publicUserSchema, { code });
}

/** The raw image as the body, typed by the file's own content type. */
export function uploadAvatar(file: File): Promise<PublicUser> {
  return uploadFile("PUT", "/api/user/avatar", file, publicUserSchema);
}

export function removeAvatar(): Promise<PublicUser> {
  return apiSend("DELETE", "/api/user/avatar", publicUserSchema);
}
