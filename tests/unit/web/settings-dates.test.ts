import { formatDay } from "@web/features/settings/format-day";
import { describe, expect, it } from "vitest";

describe("settings dates", () => {
  it("shows a date as MMM d, yyyy (spec section 9)", () => {
    expect(formatDay(new Date(2026, 0, 5, 12).toISOString())).toBe("Jan 5, 2026");
  });

  it("shows the fallback when there is no date or it cannot be read", () => {
    expect(formatDay(null)).toBe("Never");
    expect(formatDay(undefined, "Unknown")).toBe("Unknown");
    expect(formatDay("not a date")).toBe("Never");
  });
});
