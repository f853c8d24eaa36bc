import { dateMentions } from "@common/capture/rules/date-mentions";
import { describe, expect, it } from "vitest";

const datesIn = (text: string, dayFirst = false) =>
  dateMentions(text, dayFirst).map((mention) => mention.date);

describe("dateMentions", () => {
  it("reads the forms certificates write dates in", () => {
    const forms: [string, string][] = [
      ["January 5, 2026", "2026-01-05"],
      ["5 January 2026", "2026-01-05"],
      ["01/05/2026", "2026-01-05"],
      ["2026-01-05", "2026-01-05"],
      ["Jan. 5, 2026", "2026-01-05"],
      ["5th January 2026", "2026-01-05"],
      ["January 5th, 2026", "2026-01-05"],
      ["01-05-26", "2026-01-05"],
      ["05-Jan-2026", "2026-01-05"],
      ["Sept. 30, 2025", "2025-09-30"],
      ["May 28,2026", "2026-05-28"],
      ["2026/01/05", "2026-01-05"],
      ["2026-01-05T14:32:00Z", "2026-01-05"],
      ["January 5–6, 2026", "2026-01-06"],
      ["22nd of March, 2026", "2026-03-22"],
    ];
    for (const [text, date] of forms) expect(datesIn(`Completed: ${text}.`), text).toEqual([date]);
  });

  it("reads a numeric date day first when the document says it comes from the UK or Australia", () => {
    expect(datesIn("05/01/2026", true)).toEqual(["2026-01-05"]);
    expect(datesIn("05/01/2026", false)).toEqual(["2026-05-01"]);
  });

  it("reads the order a part over 12 proves, whatever the hint", () => {
    expect(datesIn("13/01/2026", false)).toEqual(["2026-01-13"]);
    expect(datesIn("01/13/2026", true)).toEqual(["2026-01-13"]);
  });

  it("finds each date of a line, with where it stands", () => {
    const text = "Release Date: 03/01/2025  Expiration Date: 03/01/2028";
    const mentions = dateMentions(text, false);
    expect(mentions.map((mention) => text.slice(mention.start, mention.end))).toEqual([
      "03/01/2025",
      "03/01/2028",
    ]);
  });

  it("takes no UAN, license number, zip code, page number or impossible day for a date", () => {
    const text =
      "UAN 0012-0000-26-045-H01-P · RN 123456 · Chicago, IL 60601 · Page 1 of 2 · 02/30/2026";
    expect(datesIn(text)).toEqual([]);
  });
});
