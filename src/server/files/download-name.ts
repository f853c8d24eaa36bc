import type { DetectedType } from "@common/file-types";
import { cleanName } from "@common/text";

export const extensions: Record<DetectedType, string[]> = {
  "application/pdf": [".pdf"],
  "image/png": [".png"],
  "image/jpeg": [".jpg", ".jpeg"],
  "image/webp": [".webp"],
};

/**
 * The name an uploaded file is downloaded under: the uploaded name as a name (cleanName: no
 * bidirectional formatting, so "invoice\u202Efdp.exe" cannot pass for a PDF) without any
 * folder or control characters, at most 150 characters, ending in the extension of its real
 * type (so a PDF named "x.html" is saved as "x.html.pdf"); `fallback` when nothing is left.
 */
export function downloadName(
  given: string | undefined,
  type: DetectedType,
  fallback: string,
): string {
  const lastPart =
    cleanName(given ?? "")
      .split(/[\\/]/)
      .pop() ?? "";
  const base = [...lastPart]
    .filter((char) => char.charCodeAt(0) >= 0x20 && char.charCodeAt(0) !== 0x7f && char !== '"')
    .slice(0, 150)
    .join("")
    .trim();
  const name = base || fallback;
  const lower = name.toLowerCase();
  return extensions[type].some((extension) => lower.endsWith(extension))
    ? name
    : `${name}${extensions[type][0]}`;
}
