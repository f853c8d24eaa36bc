import { guessMapping } from "@common/spreadsheets/spreadsheet-columns";
import {
  guessDateOrder,
  requirementCategoriesCell,
  spreadsheetDate,
  spreadsheetDecimal,
  spreadsheetRequirementCategories,
  spreadsheetText,
  spreadsheetUnit,
} from "@common/spreadsheets/spreadsheet-values";
import { describe, expect, it } from "vitest";

describe("spreadsheetDate", () => {
  const cases: [string, "month-first" | "day-first", string | null][] = [
    ["2026-03-04", "day-first", "2026-03-04"],
    ["2026/3/4", "month-first", "2026-03-04"],
    ["2026-03-04 00:00:00", "month-first", "2026-03-04"],
    ["2026-03-04T00:00:00Z", "month-first", "2026-03-04"],
    ["03/04/2026", "month-first", "2026-03-04"],
    ["03/04/2026", "day-first", "2026-04-03"],
    ["3/4/26", "month-first", "2026-03-04"],
    ["4.3.1995", "day-first", "1995-03-04"],
    ["12/31/29", "month-first", "2029-12-31"],
    ["12/31/30", "month-first", "1930-12-31"],
    ["13/04/2026", "month-first", null],
    ["02/30/2026", "month-first", null],
    ["2026-02-30", "month-first", null],
    ["March 4, 2026", "month-first", null],
    ["", "month-first", null],
  ];
  it.each(cases)("reads %s (%s) as %s", (cell, order, date) => {
    expect(spreadsheetDate(cell, order)).toBe(date);
  });

  it("guesses day first only when a first number cannot be a month", () => {
    expect(guessDateOrder(["03/04/2026", "2026-01-01"])).toBe("month-first");
    expect(guessDateOrder(["03/04/2026", "24/11/2026"])).toBe("day-first");
    expect(guessDateOrder([])).toBe("month-first");
  });
});

describe("requirement categories in one cell", () => {
  it("writes each category's rule and reads it back, the name before the last colon", () => {
    const cell = requirementCategoriesCell([
      { name: "Implicit bias", kind: "minimum", credits: 1 },
      { name: "Self-study: online", kind: "cap", credits: 10.5 },
    ]);
    expect(cell).toBe("Implicit bias: at least 1; Self-study: online: at most 10.5");
    expect(spreadsheetRequirementCategories(cell)).toEqual({
      categories: [
        { name: "Implicit bias", kind: "minimum", credits: "1" },
        { name: "Self-study: online", kind: "cap", credits: "10.5" },
      ],
      unreadable: [],
    });
  });

  it("takes the form's words and a decimal comma, and returns what it cannot read", () => {
    expect(
      spreadsheetRequirementCategories(
        "Ethics : AT LEAST 2,5 ; Law: at most counted 4; Ethics 2; ",
      ),
    ).toEqual({
      categories: [
        { name: "Ethics", kind: "minimum", credits: "2.5" },
        { name: "Law", kind: "cap", credits: "4" },
      ],
      unreadable: ["Ethics 2"],
    });
    expect(spreadsheetRequirementCategories("")).toEqual({ categories: [], unreadable: [] });
  });
});

describe("spreadsheet cells", () => {
  it("reads a decimal comma with one or two digits, and nothing else as one", () => {
    expect(spreadsheetDecimal(" 2,5 ")).toBe("2.5");
    expect(spreadsheetDecimal("0,25")).toBe("0.25");
    expect(spreadsheetDecimal("1,000")).toBe("1,000");
    expect(spreadsheetDecimal("1.5")).toBe("1.5");
  });

  it("takes off the export's neutralising quote, and only that", () => {
    expect(spreadsheetText("'=SUM(A1)")).toBe("=SUM(A1)");
    expect(spreadsheetText("'-2")).toBe("-2");
    expect(spreadsheetText("'quoted'")).toBe("'quoted'");
  });

  it("names units as the product does", () => {
    expect(spreadsheetUnit("ceu")).toBe("CEUs");
    expect(spreadsheetUnit("Contact Hours")).toBe("contact hours");
    expect(spreadsheetUnit("furlongs")).toBe("furlongs");
  });
});

describe("guessMapping", () => {
  it("prefers the export's own headers, then synonyms, one column per field", () => {
    expect(
      guessMapping("certifications", ["Title", "Name", "EXPIRY", "License No.", "Notes"]),
    ).toEqual({ name: "Name", expirationDate: "EXPIRY", licenseNumber: "License No." });
    expect(guessMapping("credits", ["Date completed", "Course", "CEUs", "License"])).toEqual({
      completionDate: "Date completed",
      title: "Course",
      credits: "CEUs",
      certifications: "License",
    });
  });

  it("maps the requirement columns by their own names only, not a file's own free-text ones", () => {
    expect(
      guessMapping("certifications", [
        "Name",
        "Requirement categories",
        "Carry-over credits",
        "Carry-over days",
      ]),
    ).toEqual({
      name: "Name",
      categories: "Requirement categories",
      carryOverCredits: "Carry-over credits",
      carryOverDays: "Carry-over days",
    });
    expect(guessMapping("certifications", ["Name", "Categories", "Requirements"])).toEqual({
      name: "Name",
    });
  });
});
