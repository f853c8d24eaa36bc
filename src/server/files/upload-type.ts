import { detectFileType } from "@common/file-types";
import type { UploadRule } from "@common/upload-rules";
import { HttpError } from "../shared/http-error";

/**
 * The type of an upload read from its first bytes (the declared content type and any name are
 * ignored), when the rule allows it; otherwise 400 with the rule's message.
 */
export function uploadType<ContentType extends string>(
  rule: UploadRule<ContentType>,
  data: Buffer,
): ContentType {
  const detected = detectFileType(data);
  const allowed = rule.contentTypes.find((type) => type === detected);
  if (!allowed) throw new HttpError(400, rule.messages.wrongType);
  return allowed;
}
