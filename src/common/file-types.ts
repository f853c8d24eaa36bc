/** The kind of an uploaded file, read from its first bytes rather than its name or header. */
export type DetectedType = "image/png" | "image/jpeg" | "image/webp" | "application/pdf";

export function detectFileType(bytes: Uint8Array): DetectedType | null {
  const starts = (...signature: number[]) =>
    signature.every((byte, index) => bytes[index] === byte);
  const ascii = (from: number, text: string) =>
    [...text].every((char, index) => bytes[from + index] === char.charCodeAt(0));
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return "image/png";
  if (starts(0xff, 0xd8, 0xff)) return "image/jpeg";
  if (ascii(0, "RIFF") && ascii(8, "WEBP")) return "image/webp";
  if (ascii(0, "%PDF-")) return "application/pdf";
  return null;
}
