import { creditsOfRequiredText, creditsText, unitFor } from "@common/certifications/credits-unit";
import { countOf, plural } from "@common/plural";
import { describe, expect, it } from "vitest";

describe("countOf", () => {
  it("takes the singular for exactly one and the plural otherwise, decimals included", () => {
    expect(countOf(1, "hour", "hours")).toBe("1 hour");
    expect(countOf(1.5, "hour", "hours")).toBe("1.5 hours");
    expect(countOf(2, "hour", "hours")).toBe("2 hours");
    expect(countOf(0, "hour", "hours")).toBe("0 hours");
    expect(countOf(0.5, "hour", "hours")).toBe("0.5 hours");
    expect(countOf(1, "day", "days")).toBe("1 day");
    expect(countOf(2, "day", "days")).toBe("2 days");
  });

  it("gives the noun alone through plural", () => {
    expect(plural(1, "minute", "minutes")).toBe("minute");
    expect(plural(15, "minute", "minutes")).toBe("minutes");
  });
});

describe("credits units", () => {
  it("say each known unit in the singular for one credit", () => {
    expect(creditsText(1, "hours")).toBe("1 hour");
    expect(creditsText(1, "contact hours")).toBe("1 contact hour");
    expect(creditsText(1, "CEUs")).toBe("1 CEU");
    expect(creditsText(1, "credits")).toBe("1 credit");
    expect(creditsText(1, "points")).toBe("1 point");
  });

  it("keep the plural for 0, decimals and more than one", () => {
    expect(creditsText(0, "hours")).toBe("0 hours");
    expect(creditsText(1.5, "contact hours")).toBe("1.5 contact hours");
    expect(creditsText(0.1, "CEUs")).toBe("0.1 CEUs");
    expect(creditsText(2, "points")).toBe("2 points");
  });

  it("leave a unit they do not know unchanged rather than guess its singular", () => {
    expect(creditsText(1, "PDH")).toBe("1 PDH");
    expect(creditsText(1, "CERPs")).toBe("1 CERPs");
    expect(unitFor(1, "constructor")).toBe("constructor");
  });

  it("agree with the credits required in 'earned of required'", () => {
    expect(creditsOfRequiredText(1, 1, "hours")).toBe("1 of 1 hour");
    expect(creditsOfRequiredText(0, 1, "CEUs")).toBe("0 of 1 CEU");
    expect(creditsOfRequiredText(12, 30, "hours")).toBe("12 of 30 hours");
  });
});
