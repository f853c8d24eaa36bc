import { dateLabel } from "@common/capture/rules/date-label";
import { describe, expect, it } from "vitest";

const roleOf = (context: string) => dateLabel(context)?.role ?? null;

describe("dateLabel", () => {
  it.each([
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
  ])("takes %s for the completion date", (context) => {
    expect(roleOf(context)).toBe("completion");
  });

  it.each([
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
  ])("takes %s for a date other than the completion date", (context) => {
    expect(roleOf(context)).toBe("distractor");
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
