import { certificateUploadRule, type UploadRule } from "@common/upload-rules";

/**
 * A cycle's document (the license card or certificate itself) is stored as certificates are:
 * PDF, PNG or JPEG, at most 10 MB, its type checked by content on the server.
 */
export const documentUploadRule = {
  ...certificateUploadRule,
  messages: {
    wrongType: "Document must be a PDF, PNG or JPEG file",
    tooLarge: "Document must be 10 MB or smaller",
  },
} as const satisfies UploadRule;
