import { dayFirstHint } from "@common/capture/rules/day-first-hint";
import { describe, expect, it } from "vitest";

describe("dayFirstHint", () => {
  it("hears the UK and Australia in addresses, registrations and company forms", () => {
    for (const text of [
      "Leeds LS1 4DL, United Kingdom",
      "AHPRA Registration NMW0001",
      "Coral Pty Ltd",
      "NMC PIN 12A3456E",
    ]) {
      expect(dayFirstHint(text), text).toBe(true);
    }
  });

  it("hears nothing in a US certificate", () => {
    expect(dayFirstHint("1200 Lakeshore Drive, Chicago, IL 60601 · RN License # RN123456")).toBe(
      false,
    );
  });
});
