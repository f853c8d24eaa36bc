import { type DetectedType, detectFileType } from "@common/file-types";
import sharp from "sharp";
import { maxImagePixels, ReadingRefusal, readingMessages } from "./reading-refusal";

/** What a capture's file turned out to be, from its header alone. */
export type CheckedFile =
  | { type: "application/pdf" }
  | { type: Exclude<DetectedType, "application/pdf">; width: number; height: number };

const typeNames: Record<DetectedType, string> = {
  "application/pdf": "a PDF",
  "image/png": "a PNG image",
  "image/jpeg": "a JPEG image",
  "image/webp": "a WebP image",
};

/**
 * The real type of a file by its first bytes, checked against the type it was sent as (its
 * Content-Type, or the type its name says), and for an image its size as its header states it:
 * nothing is decoded, so a small file claiming a huge image (a decompression bomb) is refused
 * before it can take the memory. Throws a ReadingRefusal with the user's message.
 */
export async function checkFile(bytes: Uint8Array, claimedType: string): Promise<CheckedFile> {
  if (bytes.length === 0) throw new ReadingRefusal(readingMessages.empty);
  const type = detectFileType(bytes);
  if (!type) {
    throw new ReadingRefusal(isHeic(bytes) ? readingMessages.heic : readingMessages.notReadable);
  }
  const claimed = claimedType.toLowerCase().split(";")[0]?.trim() ?? "";
  const claimedName = typeNames[claimed as DetectedType];
  if (claimedName && claimed !== type) {
    throw new ReadingRefusal(readingMessages.wrongType(claimedName, typeNames[type]));
  }
  if (type === "application/pdf") return { type };
  const { width, height } = await imageSize(bytes);
  if (width * height > maxImagePixels) {
    throw new ReadingRefusal(readingMessages.tooManyPixels(width, height));
  }
  return { type, width, height };
}

/** The image's size as its header says, without decoding its pixels. */
async function imageSize(bytes: Uint8Array) {
  try {
    const { width, height } = await sharp(bytes, { limitInputPixels: false }).metadata();
    if (!width || !height) throw new ReadingRefusal(readingMessages.damagedImage);
    return { width, height };
  } catch (error) {
    if (error instanceof ReadingRefusal) throw error;
    throw new ReadingRefusal(readingMessages.damagedImage);
  }
}

/** An ISO-BMFF file ("ftyp" at byte 4) of one of the HEIF brands iPhones write. */
function isHeic(bytes: Uint8Array): boolean {
  const text = Buffer.from(bytes.subarray(4, 12)).toString("latin1");
  return text.startsWith("ftyp") && /^(heic|heix|hevc|heim|heis|mif1|msf1)$/.test(text.slice(4));
}
