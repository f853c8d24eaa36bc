import { avatarContentTypes, avatarMaxBytes, avatarMessages } from "@common/accounts/profile";
import {
  certificateContentTypes,
  certificateMaxBytes,
  certificateMessages,
} from "@common/certifications/credit";

/**
 * Quick checks in the browser before an upload, with the server's own limits and messages;
 * the server still decides by the file's content.
 */

type Picked = { type: string; size: number };

/** Logos follow the avatar rules: PNG, JPEG or WebP, at most 1 MB. */
export const logoAccept = avatarContentTypes.join(",");

export function logoProblem(file: Picked): string | null {
  if (!(avatarContentTypes as readonly string[]).includes(file.type))
    return avatarMessages.wrongType;
  if (file.size > avatarMaxBytes) return avatarMessages.tooLarge;
  return null;
}

export const certificateAccept = certificateContentTypes.join(",");

export function certificateProblem(file: Picked): string | null {
  if (!(certificateContentTypes as readonly string[]).includes(file.type)) {
    return certificateMessages.wrongType;
  }
  if (file.size > certificateMaxBytes) return certificateMessages.tooLarge;
  return null;
}
