import type { DocumentText } from "@common/capture/document-text";
import { completionDate as completionDateOf } from "@common/capture/rules/completion-date";
import { placedLines } from "@common/capture/rules/placed-lines";
import { describe, expect, it } from "vitest";
import type { Row } from "../../support/certificate-corpus/certificate-facts";
import { documentOf } from "../../support/certificate-corpus/document-of";

const completionDate = (document: DocumentText) => completionDateOf(placedLines(document));

/** A row of two cells in `size` pt: one at the left margin, the other `at` points in. */
const twoColumns = (size: number, first: string, second: string, at: number): Row => ({
  cells: [
    { text: first, at: 60 },
    { text: second, at },
  ],
  size,
});

describe("completionDate", () => {
  it("takes the labeled completion date over release, expiry, issue, print and birth dates", () => {
    const read = completionDate(
      documentOf([
        "Date of birth: 04/12/1978",
        "Release Date: 01/15/2025",
        "Date Completed: 03/04/2026",
        "Expiration Date: 01/15/2028",
        "Issued 03/09/2026",
        "Printed on 06/01/2026",
      ]),
    );
    expect(read.value).toBe("2026-03-04");
    expect(read.confidence).toBeGreaterThanOrEqual(0.9);
    expect(read.evidence[0]?.text).toBe("03/04/2026");
  });

  it.each([
    {
      layout: "a label written beside the date in another column",
      rows: [
        twoColumns(11, "Issue Date", "June 2, 2026", 230),
        twoColumns(11, "Completion Date", "May 28, 2026", 230),
      ],
      completed: "2026-05-28",
    },
    {
      layout: "labels written above dates that stand side by side",
      rows: [
        twoColumns(8, "CERTIFICATE EXPIRES", "DATE OF COMPLETION", 330),
        twoColumns(14, "2028-02-01", "2026-02-01", 330),
      ],
      completed: "2026-02-01",
    },
    {
      layout: "05/01/2026 as the 5th of January on a UK certificate",
      rows: ["Northern Clinical Training Ltd", "Date of completion: 05/01/2026"],
      completed: "2026-01-05",
    },
  ])("reads $layout", ({ rows, completed }) => {
    expect(completionDate(documentOf(rows)).value).toBe(completed);
  });

  it("takes a bare 'Date:' with less confidence than a clear label", () => {
    const read = completionDate(documentOf(["Date: 12 March 2026", "Valid until 12 March 2029"]));
    expect(read.value).toBe("2026-03-12");
    expect(read.confidence).toBeLessThan(0.9);
  });

  it("picks an unlabeled date standing alone, with low confidence, but never a distractor", () => {
    const read = completionDate(
      documentOf(["Certificate valid until 2028-08-17", "2026-09-09", "Samuel Adeyemi, PE"]),
    );
    expect(read.value).toBe("2026-09-09");
    expect(read.confidence).toBeLessThan(0.7);
  });

  it("answers null when every date is a distractor", () => {
    const read = completionDate(documentOf(["Release date: 2026-01-01", "Expires: 2029-01-01"]));
    expect(read.value).toBeNull();
    expect(read.confidence).toBeLessThan(0.3);
  });
});
