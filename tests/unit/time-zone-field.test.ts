import { timeZoneField } from "@common/accounts/fields";
import { describe, expect, it } from "vitest";

describe("the time zone a user's days are counted in", () => {
  it("is stored with the zone's own spelling, whatever case was sent", () => {
    expect(timeZoneField.parse("america/new_york")).toBe("America/New_York");
    expect(timeZoneField.parse(" Pacific/Auckland ")).toBe("Pacific/Auckland");
  });

  it("refuses a zone that does not exist", () => {
    expect(timeZoneField.safeParse("Mars/Olympus_Mons").success).toBe(false);
  });
});
