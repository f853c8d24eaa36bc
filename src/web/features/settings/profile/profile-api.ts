import type { changeEmailSchema, changePhoneSchema } from "@common/accounts/profile";
import { messageSchema, type updateProfileSchema } from "@common/accounts/profile";
import { type PublicUser, publicUserSchema } from "@common/user";
import { apiRequest } from "@web/lib/api-client";
import { uploadFile } from "@web/lib/upload-file";
import type { z } from "zod";

/**
 * Fetchers of /settings/profile. Every change answers the updated user, except the first step
 * of an email or phone change, which only sends a code.
 */

async function userFrom(response: Response): Promise<PublicUser> {
  return publicUserSchema.parse(await response.json());
}

export async function updateProfile(
  names: z.input<typeof updateProfileSchema>,
): Promise<PublicUser> {
  return userFrom(await apiRequest("PATCH", "/api/user/profile", names));
}

export async function requestEmailChange(body: z.output<typeof changeEmailSchema>) {
  return messageSchema.parse(await (await apiRequest("POST", "/api/user/email", body)).json());
}

export async function confirmEmailChange(code: string): Promise<PublicUser> {
  return userFrom(await apiRequest("POST", "/api/user/email/verify", { code }));
}

export async function requestPhoneChange(body: z.output<typeof changePhoneSchema>) {
  return messageSchema.parse(await (await apiRequest("POST", "/api/user/phone", body)).json());
}

export async function confirmPhoneChange(code: string): Promise<PublicUser> {
  return userFrom(await apiRequest("POST", "/api/user/phone/verify", { code }));
}

/** The raw image as the body, typed by the file's own content type. */
export async function uploadAvatar(file: File): Promise<PublicUser> {
  return userFrom(await uploadFile("PUT", "/api/user/avatar", file));
}

export async function removeAvatar(): Promise<PublicUser> {
  return userFrom(await apiRequest("DELETE", "/api/user/avatar"));
}
