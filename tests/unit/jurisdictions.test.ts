import { heldJurisdiction, jurisdictionName, jurisdictionNames } from "@common/jurisdictions";
import { describe, expect, it } from "vitest";

describe("jurisdictionName", () => {
  it.each([
    ["California", "California"],
    ["CA", "California"],
    ["  ca ", "California"],
    ["State of  California", "California"],
    ["Commonwealth of Massachusetts", "Massachusetts"],
    ["D.C.", "District of Columbia"],
    ["Washington, D.C.", "District of Columbia"],
    ["WA", "Washington"],
    ["USVI", "USVI"],
    ["virgin islands", "U.S. Virgin Islands"],
    ["Province of Québec", "Quebec"],
    ["QC", "Quebec"],
    ["NL", "Newfoundland and Labrador"],
    ["U.S.A.", "United States"],
  ])("names %j %j", (typed, name) => {
    expect(jurisdictionName(typed)).toBe(name);
  });

  it("keeps a place it does not know as typed", () => {
    expect(jurisdictionName(" England & Wales ")).toBe("England & Wales");
    expect(jurisdictionName("NSW")).toBe("NSW");
    expect(jurisdictionName("International")).toBe("International");
  });

  it("knows the United States, its 50 states, the District, five territories and Canada's 13 provinces and territories", () => {
    const places = new Set(jurisdictionNames.values());
    expect(places.size).toBe(1 + 50 + 1 + 5 + 13);
    // Every name is its own name.
    for (const place of places) expect(jurisdictionName(place)).toBe(place);
  });
});

describe("heldJurisdiction", () => {
  it.each([
    ["United States", null],
    ["USA", null],
    ["International", null],
    ["Texas", "texas"],
    ["TX", "texas"],
    ["Ontario", "ontario"],
    ["Isle of Man", "isle of man"],
    [null, null],
  ])("holds a certification stated in %j to the approvals of %j", (held, place) => {
    expect(heldJurisdiction(held)).toBe(place);
  });
});
