/**
 * A file that cannot be read as a certificate, with the message the user sees on the capture
 * (its `error`). Anything else thrown while reading is a fault of ours, not of the file.
 */
export class ReadingRefusal extends Error {}

/** The most pixels an image may have (40 megapixels): a bigger header is refused unread. */
export const maxImagePixels = 40_000_000;

export const readingMessages = {
  empty: "This file is empty (0 bytes). Upload the certificate again.",
  notReadable:
    "This file is not a PDF, PNG, JPEG or WebP, so it cannot be read. Upload the certificate as one of those.",
  heic: "HEIC photos cannot be read here. Send the photo as a JPEG (on an iPhone: Settings > Camera > Formats > Most Compatible).",
  wrongType: (claimed: string, real: string) =>
    `This file says it is ${claimed} but it is ${real}. Upload it again under its real type.`,
  tooManyPixels: (width: number, height: number) =>
    `This image is ${width.toLocaleString("en-US")} × ${height.toLocaleString("en-US")} pixels; images over 40 megapixels are not read. Send a smaller photo or scan of the certificate.`,
  damagedImage: "This image is damaged and cannot be read. Take the photo or scan again.",
  pdfPassword:
    "This PDF is protected by a password. Open it, save a copy without the password (Print > Save as PDF) and upload that copy.",
  damagedPdf:
    "This PDF is damaged and cannot be read. Download it again from where you got it and upload the new copy.",
  tookTooLong: "Reading this certificate took too long; fill in the fields yourself",
} as const;
