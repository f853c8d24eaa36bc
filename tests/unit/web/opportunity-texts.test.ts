import { costText, datesText, gapBadgeText } from "@web/components/opportunities/opportunity-texts";
import { describe, expect, it } from "vitest";

describe("an opportunity card's cost", () => {
  it("reads Free for 0, dollars without cents otherwise, and says when no cost is given", () => {
    expect(costText(0)).toBe("Free");
    expect(costText(250)).toBe("$250");
    expect(costText(1200)).toBe("$1,200");
    expect(costText(null)).toBe("Cost not listed");
  });
});

describe("an opportunity card's dates", () => {
  it("gives the year once for a range within one year and twice across a new year", () => {
    expect(datesText("2027-03-03", "2027-03-05")).toBe("Mar 3 – Mar 5, 2027");
    expect(datesText("2026-12-30", "2027-01-02")).toBe("Dec 30, 2026 – Jan 2, 2027");
  });

  it("reads one day as that day, an open start or end as such, and no dates as Any time", () => {
    expect(datesText("2027-03-03", "2027-03-03")).toBe("Mar 3, 2027");
    expect(datesText("2027-03-03", null)).toBe("Starts Mar 3, 2027");
    expect(datesText(null, "2027-03-05")).toBe("Until Mar 5, 2027");
    expect(datesText(null, null)).toBe("Any time");
  });
});

describe("the gap badge", () => {
  it("starts the server's sentence with a capital, keeping the rest as written", () => {
    expect(gapBadgeText("covers your 2 missing ethics hours")).toBe(
      "Covers your 2 missing ethics hours",
    );
    expect(gapBadgeText("")).toBe("");
  });
});
