import { webcalUrlOf } from "@common/calendar-feed";
import { deadlineEventTitle } from "@common/certifications/calendar";
import { describe, expect, it } from "vitest";

describe("a deadline's event title", () => {
  it("says which deadline it is, and one deadline when both fall on one day", () => {
    expect(deadlineEventTitle("RN License", "expiration")).toBe("RN License expires");
    expect(deadlineEventTitle("RN License", "reporting_period_end")).toBe(
      "RN License reporting period ends",
    );
    expect(deadlineEventTitle("RN License", "both")).toBe(
      "RN License expires and its reporting period ends",
    );
  });
});

describe("a feed's webcal address", () => {
  it("replaces the scheme only", () => {
    expect(webcalUrlOf("https://app.example.com/ics/abc.ics")).toBe(
      "webcal://app.example.com/ics/abc.ics",
    );
    expect(webcalUrlOf("http://localhost:5000/ics/abc.ics")).toBe(
      "webcal://localhost:5000/ics/abc.ics",
    );
    expect(webcalUrlOf("https://example.com/https://x")).toBe("webcal://example.com/https://x");
  });
});
