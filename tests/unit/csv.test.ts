import { describe, expect, it } from "vitest";
import { csvCell, csvDocument, csvRow } from "../../src/server/shared/csv";

describe("csvCell", () => {
  it("writes plain text, accents and other scripts as they are", () => {
    expect(csvCell("Ethics in nursing")).toBe("Ethics in nursing");
    expect(csvCell("Zoë Ångström")).toBe("Zoë Ångström");
    expect(csvCell("Ελένη, Łukasz")).toBe('"Ελένη, Łukasz"');
  });

  it("quotes a cell holding a comma, a quote, CR or LF and doubles its quotes", () => {
    expect(csvCell("Pharmacology, part 2")).toBe('"Pharmacology, part 2"');
    expect(csvCell('The "safe" dose')).toBe('"The ""safe"" dose"');
    expect(csvCell("line one\nline two")).toBe('"line one\nline two"');
    expect(csvCell("line one\r\nline two")).toBe('"line one\r\nline two"');
  });

  it("neutralises text a spreadsheet would run as a formula", () => {
    expect(csvCell("=cmd|' /C calc'!A0")).toBe("'=cmd|' /C calc'!A0");
    expect(csvCell("+1")).toBe("'+1");
    expect(csvCell("-2")).toBe("'-2");
    expect(csvCell("@SUM(A1:A2)")).toBe("'@SUM(A1:A2)");
    expect(csvCell("\t=1+1")).toBe("'\t=1+1");
    expect(csvCell("\r=1+1")).toBe('"\'\r=1+1"');
    expect(csvCell("＝1+1")).toBe("'＝1+1");
  });

  it("neutralises and then quotes when both are needed", () => {
    expect(csvCell('=HYPERLINK("http://example.com","x")')).toBe(
      '"\'=HYPERLINK(""http://example.com"",""x"")"',
    );
  });

  it("leaves a formula sign inside the text alone", () => {
    expect(csvCell("1+1=2")).toBe("1+1=2");
    expect(csvCell("Jane@example.com")).toBe("Jane@example.com");
  });

  it("writes numbers as they are and null as an empty cell", () => {
    expect(csvCell(1.5)).toBe("1.5");
    expect(csvCell(0)).toBe("0");
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
    expect(csvCell("")).toBe("");
  });
});

describe("csvRow and csvDocument", () => {
  it("ends every record with CRLF and separates cells with commas", () => {
    expect(csvRow(["Date", "Title", "Credits"])).toBe("Date,Title,Credits\r\n");
    expect(
      csvDocument([
        ["Date", "Credits"],
        ["2026-03-14", 2],
        ["2026-04-01", null],
      ]),
    ).toBe("Date,Credits\r\n2026-03-14,2\r\n2026-04-01,\r\n");
  });

  it("adds no byte order mark (the caller does)", () => {
    expect(csvDocument([["a"]]).startsWith("\uFEFF")).toBe(false);
    expect(csvDocument([])).toBe("");
  });
});
