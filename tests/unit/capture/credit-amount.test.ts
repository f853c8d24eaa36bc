import type { DocumentText } from "@common/capture/document-text";
import { creditAmount as creditAmountOf } from "@common/capture/rules/credit-amount";
import { unitOf } from "@common/capture/rules/credit-unit-words";
import { placedLines } from "@common/capture/rules/placed-lines";
import { describe, expect, it } from "vitest";
import { documentOf } from "../../support/certificate-corpus/document-of";

const creditAmount = (document: DocumentText) => creditAmountOf(placedLines(document));
const amountIn = (...lines: string[]) => creditAmount(documentOf(lines)).value;

describe("creditAmount", () => {
  it("reads the amount and maps its unit to the certification units", () => {
    const cases: [string, number, string][] = [
      ["1.5 contact hours", 1.5, "contact hours"],
      ["0.15 CEU", 0.15, "CEUs"],
      ["2.0 CPE credits", 2, "credits"],
      ["1 PDH", 1, "hours"],
      ["AMA PRA Category 1 Credit(s)™ 3.00", 3, "credits"],
      ["3 CPD hours", 3, "hours"],
      ["CPD points: 5", 5, "points"],
      ["8 PDUs", 8, "points"],
      ["Contact Hours: 2", 2, "contact hours"],
      ["2 Contact Hours", 2, "contact hours"],
      ["CE Hours: 6", 6, "hours"],
      ["Professional Development Hours (PDH): 12", 12, "hours"],
      ["Credit: 1.5 contact hours", 1.5, "contact hours"],
      ["Awarded: 3 Category 1 CME credits", 3, "credits"],
      ["CE Credit Hours: 2.0", 2, "hours"],
      ["Credits awarded: 2 CE hours", 2, "hours"],
      ["has been awarded 0.25 AMA PRA Category 1 Credit(s)™ for the activity", 0.25, "credits"],
    ];
    for (const [line, credits, unit] of cases) {
      expect(amountIn(line), line).toEqual({ credits, unit });
    }
  });

  it("never takes a course id, license, UAN, approval number, zip code, date or page number", () => {
    const read = creditAmount(
      documentOf([
        "Course ID: CE-2231-40 · RN License #: RN123456",
        "UAN: 0204-0000-26-118-H01-P",
        "California Board of Registered Nursing Provider #CEP11345",
        "Chicago, IL 60601 · Completed 01/05/2026 · Page 1 of 2",
      ]),
    );
    expect(read.value).toBeNull();
    expect(read.confidence).toBeLessThan(0.3);
  });

  it("takes the credits claimed over the maximum designated", () => {
    expect(
      amountIn(
        "Acme designates this activity for a maximum of 3.00 AMA PRA Category 1 Credits™.",
        "AMA PRA Category 1 Credits™ claimed: 2.50",
      ),
    ).toEqual({ credits: 2.5, unit: "credits" });
  });

  it("passes over a conversion note", () => {
    expect(amountIn("1 CEU = 10 contact hours", "Credits awarded: 0.2 CEU")).toEqual({
      credits: 0.2,
      unit: "CEUs",
    });
  });

  it("knows no unit it was not told", () => {
    expect(unitOf("widgets")).toBeNull();
    expect(unitOf("PDH")).toBe("hours");
  });
});
