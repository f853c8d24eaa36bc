import { convertCredits, creditsInUnitWords } from "@web/features/captures/credits-conversion";
import { evidenceBoxStyle } from "@web/features/captures/evidence-box";
import { reviewPath, reviewReturnPath } from "@web/features/captures/review-address";
import { describe, expect, it } from "vitest";

describe("where the words of a field are outlined on the page shown", () => {
  const page = { width: 2000, height: 1000 };

  it("places the box as shares of the page, so it follows the image at any size", () => {
    expect(evidenceBoxStyle({ x: 500, y: 250, width: 1000, height: 100 }, page)).toEqual({
      left: "25%",
      top: "25%",
      width: "50%",
      height: "10%",
    });
  });

  it("keeps a box that runs off the page inside it", () => {
    expect(evidenceBoxStyle({ x: -100, y: 900, width: 300, height: 400 }, page)).toEqual({
      left: "0%",
      top: "90%",
      width: "10%",
      height: "10%",
    });
  });

  it("draws nothing for a box outside the page or a page of no size", () => {
    expect(evidenceBoxStyle({ x: 2100, y: 0, width: 10, height: 10 }, page)).toBeNull();
    expect(
      evidenceBoxStyle({ x: 0, y: 0, width: 10, height: 10 }, { width: 0, height: 0 }),
    ).toBeNull();
  });
});

describe("the certificate's amount in a certification's unit", () => {
  it("converts CEUs to contact hours and back, ten to one, as IACET defines the CEU", () => {
    expect(convertCredits(0.15, "CEUs", "contact hours")).toBe(1.5);
    expect(convertCredits(15, "contact hours", "CEUs")).toBe(1.5);
    expect(convertCredits(3, "hours", "hours")).toBe(3);
  });

  it("claims no conversion for credits and points, whose worth each board sets", () => {
    expect(convertCredits(2, "credits", "contact hours")).toBeNull();
    expect(convertCredits(2, "points", "CEUs")).toBeNull();
    expect(convertCredits(2, "hours", "contact hours")).toBeNull();
    // An "hour" may be a 50-minute CPE hour: no source converts it to CEUs.
    expect(convertCredits(2.4, "CEUs", "hours")).toBeNull();
  });

  it("says it in words", () => {
    expect(creditsInUnitWords(0.15, "CEUs", "contact hours")).toBe(
      "0.15 CEUs = 1.5 contact hours: one CEU equals ten contact hours (IACET)",
    );
    expect(creditsInUnitWords(1, "points", "contact hours")).toBe(
      "The certificate says 1 point; enter what it is worth in contact hours.",
    );
  });
});

describe("where the review goes back to", () => {
  it("goes back to a page of the app it came from, else the inbox", () => {
    expect(reviewReturnPath("/certifications/4")).toBe("/certifications/4");
    expect(reviewReturnPath(null)).toBe("/captures");
    expect(reviewReturnPath("https://elsewhere.example/")).toBe("/captures");
    expect(reviewReturnPath("//elsewhere.example/")).toBe("/captures");
    expect(reviewReturnPath("/\\elsewhere.example/")).toBe("/captures");
  });

  it("carries where it came from in the review's address", () => {
    expect(reviewPath(7)).toBe("/captures/7");
    expect(reviewPath(7, "/certifications/4")).toBe("/captures/7?from=%2Fcertifications%2F4");
  });
});
