import { heldJurisdictionKey, jurisdictionAliases, jurisdictionKey } from "@common/jurisdictions";
import { describe, expect, it } from "vitest";

describe("jurisdictionKey", () => {
  it.each([
    ["California", "california"],
    ["CA", "california"],
    ["  ca ", "california"],
    ["State of  California", "california"],
    ["Commonwealth of Massachusetts", "massachusetts"],
    ["D.C.", "district of columbia"],
    ["Washington DC", "district of columbia"],
    ["WA", "washington"],
    ["U.S. Virgin Islands", "us virgin islands"],
    ["Province of Québec", "quebec"],
    ["QC", "quebec"],
    ["NL", "newfoundland and labrador"],
  ])("takes %j for %j", (typed, key) => {
    expect(jurisdictionKey(typed)).toBe(key);
  });

  it("keeps a place it does not know as typed, in its spelling", () => {
    expect(jurisdictionKey("England & Wales")).toBe("england & wales");
    expect(jurisdictionKey("NSW")).toBe("nsw");
  });

  it("knows the United States, its 50 states, the District, five territories and Canada's 13 provinces and territories", () => {
    const places = new Set(jurisdictionAliases.values());
    expect(places.size).toBe(1 + 50 + 1 + 5 + 13);
    // Every key is a place's own spelling, so a key is its own key.
    for (const place of places) expect(jurisdictionKey(place)).toBe(place);
  });

  it.each([
    ["United States", null],
    ["U.S.A.", null],
    ["International", null],
    ["Texas", "texas"],
    ["TX", "texas"],
    [null, null],
  ])("holds a certification stated in %j to the approvals of %j", (held, key) => {
    expect(heldJurisdictionKey(held)).toBe(key);
  });
});
