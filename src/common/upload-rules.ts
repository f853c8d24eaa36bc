/** What an upload may be: its types, its size, and the messages that refuse it. */
export type UploadRule<ContentType extends string = string> = {
  contentTypes: readonly ContentType[];
  maxBytes: number;
  messages: { wrongType: string; tooLarge: string };
};

/** Avatars and certification logos: PNG, JPEG or WebP, at most 1 MB, checked by their content. */
export const imageUploadRule = {
  contentTypes: ["image/png", "image/jpeg", "image/webp"],
  maxBytes: 1024 * 1024,
  messages: {
    wrongType: "Image must be a PNG, JPEG or WebP file",
    tooLarge: "Image must be 1 MB or smaller",
  },
} as const satisfies UploadRule;

/** Credit certificates: PDF, PNG or JPEG, at most 10 MB, checked by their content. */
export const certificateUploadRule = {
  contentTypes: ["application/pdf", "image/png", "image/jpeg"],
  maxBytes: 10 * 1024 * 1024,
  messages: {
    wrongType: "Certificate must be a PDF, PNG or JPEG file",
    tooLarge: "Certificate must be 10 MB or smaller",
  },
} as const satisfies UploadRule;

export type CertificateType = (typeof certificateUploadRule.contentTypes)[number];

/**
 * A certification's document (the license card or certificate itself) is stored as credit
 * certificates are, and refused in its own words.
 */
export const documentUploadRule = {
  ...certificateUploadRule,
  messages: {
    wrongType: "Document must be a PDF, PNG or JPEG file",
    tooLarge: "Document must be 10 MB or smaller",
  },
} as const satisfies UploadRule;

/**
 * A quick check of a picked file by its declared type and size, for the browser; the server
 * checks the same limits and decides the type by the file's content.
 */
export function uploadProblem(rule: UploadRule, file: { type: string; size: number }) {
  if (!rule.contentTypes.includes(file.type)) return rule.messages.wrongType;
  if (file.size > rule.maxBytes) return rule.messages.tooLarge;
  return null;
}
