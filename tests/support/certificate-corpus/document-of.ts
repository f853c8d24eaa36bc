import type { DocumentText } from "@common/capture/document-text";
import { left, portrait, type Row } from "./certificate-facts";
import { documentPage } from "./page-text";

/** A one-page document of these rows; a plain string is a left-aligned line in 11 pt. */
export function documentOf(rows: (string | Row)[]): DocumentText {
  const page = documentPage({
    ...portrait,
    rows: rows.map((row) => (typeof row === "string" ? left(row, 11) : row)),
  });
  return { source: "text-layer", pages: [page], pageCount: 1 };
}
