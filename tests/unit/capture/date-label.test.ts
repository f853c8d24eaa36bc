import { dateLabel } from "@common/capture/rules/date-label";
import { describe, expect, it } from "vitest";

const roleOf = (context: string) => dateLabel(context)?.role ?? null;

/** Words that name the day the course was done. */
const completionLabels = [
  "Date of Completion:",
  "Completion Date",
  "Date Completed:",
  "Completed on",
  "Attended",
  "Awarded on",
  "held on",
  "Activity Date:",
  "Date(s) of attendance:",
  "Webinar date:",
  "Exam date:",
];

/** Words that name another date a certificate shows. */
const distractorLabels = [
  "Release Date:",
  "Original Release Date:",
  "Issue date:",
  "Date of issue:",
  "Expiration Date:",
  "Expires on",
  "Valid until",
  "Printed on",
  "Generated on",
  "Date of birth:",
  "DOB",
  "Approval date:",
  "Offered:",
  "Termination Date:",
  "Certificate valid from",
  "Effective date:",
];

describe("dateLabel", () => {
  it.each([
    ...completionLabels.map((context) => ({ context, role: "completion" })),
    ...distractorLabels.map((context) => ({ context, role: "distractor" })),
  ])("takes $context for a $role label", ({ context, role }) => {
    expect(roleOf(context)).toBe(role);
  });

  it("reads a bare date label or 'on' as generic", () => {
    expect(roleOf("Date:")).toBe("generic");
    expect(roleOf("has completed the course on")).toBe("completion");
    expect(roleOf("for successful completion of Wound Care Basics on")).toBe("completion");
    expect(roleOf("presented by Acme Learning Inc. on")).toBe("generic");
  });

  it("takes the label nearest the date", () => {
    expect(roleOf("Completed: 01/05/2026 Printed:")).toBe("distractor");
    expect(roleOf("Issued 01/05/2026 · Completed")).toBe("completion");
  });

  it("finds no label in words that name none", () => {
    expect(roleOf("Samuel Adeyemi, PE")).toBeNull();
  });
});
