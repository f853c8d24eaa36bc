/** What a layout writes on a certificate: the true fields and the distractors, as written. */
export type CertificateFacts = {
  participant: string;
  licenseLabel: string;
  license: string;
  title: string;
  provider: string;
  signer: string;
  address: string;
  /** The completion date as written in this certificate's format. */
  completed: string;
  /** Dates that are not the completion date, as written. */
  released: string;
  expires: string;
  issued: string;
  printed: string;
  born: string;
  approved: string;
  /** "1.5 contact hours". */
  creditsInline: string;
  /** "Contact Hours" and "1.5": for a "label: amount" row. */
  creditsLabel: string;
  creditsAmount: string;
  numbers: string[];
  accreditation: string[];
  courseId: string;
};

/** One cell of a row: its text and where it sits across the page. */
export type Cell = { text: string; at?: number | "center" | "right"; bold?: boolean };
/** A row of cells at one height; `gap` adds space above it. */
export type Row = { cells: Cell[]; size: number; gap?: number };
export type PageLayout = { width: number; height: number; rows: Row[] };
export type Layout = {
  name: string;
  page: (facts: CertificateFacts) => PageLayout;
  /** A second page some certificates carry: the activity's details and terms. */
  secondPage?: (facts: CertificateFacts) => PageLayout;
};

export const landscape = { width: 792, height: 612 } as const;
export const portrait = { width: 612, height: 792 } as const;

export const centered = (text: string, size: number, gap = 0, bold = false): Row => ({
  cells: [{ text, at: "center", bold }],
  size,
  gap,
});
export const left = (text: string, size: number, gap = 0, bold = false): Row => ({
  cells: [{ text, at: 60, bold }],
  size,
  gap,
});
/** A label and its value in two columns, on one row. */
export const columns = (label: string, value: string, size: number, at = 230): Row => ({
  cells: [
    { text: label, at: 60, bold: true },
    { text: value, at },
  ],
  size,
});

/** A long title over two rows, split at the space nearest its middle, as a designer would. */
export function titleRows(
  title: string,
  row: (text: string, size: number, gap?: number, bold?: boolean) => Row,
  size: number,
): Row[] {
  if (title.length <= 44) return [row(title, size, 4, true)];
  const spaces = [...title.matchAll(/ /g)].map((match) => match.index);
  const middle =
    spaces.sort((a, b) => Math.abs(a - title.length / 2) - Math.abs(b - title.length / 2))[0] ?? 0;
  return [row(title.slice(0, middle), size, 4, true), row(title.slice(middle + 1), size, 0, true)];
}
