import { matchedCategories } from "@common/capture/rules/matched-categories";
import { placedLines } from "@common/capture/rules/placed-lines";
import { describe, expect, it } from "vitest";
import { documentOf } from "../../support/certificate-corpus/document-of";

const categoriesIn = (lines: string[], userCategories: string[]) =>
  matchedCategories(placedLines(documentOf(lines)), userCategories);

describe("matchedCategories", () => {
  it("answers the user's own spelling of a category the words name", () => {
    expect(
      categoriesIn(["PAIN MANAGEMENT IN OLDER ADULTS"], ["pain management", "Ethics"]).value,
    ).toEqual(["pain management"]);
  });

  it("matches through the synonym table", () => {
    const cases: [string, string][] = [
      ["Professional Responsibility for Engineers", "Ethics"],
      ["Pharmacy Jurisprudence Review", "Law and Rules"],
      ["Preventing Medication Errors", "Patient Safety"],
      ["Controlled Substances Prescribing", "Opioid Prescribing"],
      ["Unconscious Bias in Hiring", "Implicit Bias"],
      ["Intimate Partner Violence Screening", "Domestic Violence"],
      ["HIV/AIDS Update for Florida Nurses", "HIV/AIDS"],
      ["Infection Prevention in Primary Care", "Infection Control"],
      ["Recognizing Trafficking Victims", "Human Trafficking"],
    ];
    for (const [title, category] of cases) {
      expect(categoriesIn([title], [category]).value, title).toEqual([category]);
    }
  });

  it("matches no category the words do not name, and shows the words of each match", () => {
    const read = categoriesIn(["Wound Care Essentials", "Ethics in Practice"], ["Ethics", "Law"]);
    expect(read.value).toEqual(["Ethics"]);
    expect(read.evidence.map((evidence) => evidence.text)).toEqual(["Ethics"]);
  });
});
