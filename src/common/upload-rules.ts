import { avatarContentTypes, avatarMaxBytes, avatarMessages } from "./accounts/profile";
import {
  certificateContentTypes,
  certificateMaxBytes,
  certificateMessages,
} from "./certifications/credit";

/** What an upload may be: its types, its size, and the messages that refuse it. */
export type UploadRule = {
  contentTypes: readonly string[];
  maxBytes: number;
  messages: { wrongType: string; tooLarge: string };
};

/** Avatars and certification logos: PNG, JPEG or WebP, at most 1 MB. */
export const imageUploadRule: UploadRule = {
  contentTypes: avatarContentTypes,
  maxBytes: avatarMaxBytes,
  messages: avatarMessages,
};

/** Credit certificates: PDF, PNG or JPEG, at most 10 MB. */
export const certificateUploadRule: UploadRule = {
  contentTypes: certificateContentTypes,
  maxBytes: certificateMaxBytes,
  messages: certificateMessages,
};

/**
 * A quick check of a picked file by its declared type and size, for the browser; the server
 * checks the same limits and decides the type by the file's content.
 */
export function uploadProblem(rule: UploadRule, file: { type: string; size: number }) {
  if (!rule.contentTypes.includes(file.type)) return rule.messages.wrongType;
  if (file.size > rule.maxBytes) return rule.messages.tooLarge;
  return null;
}
