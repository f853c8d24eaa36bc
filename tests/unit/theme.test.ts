import { defaultTheme, themeSchema } from "@common/theme";
import { describe, expect, it } from "vitest";

describe("theme", () => {
  it("defaults to the professional variant, radius 0.5 and a light appearance", () => {
    expect(themeSchema.parse(defaultTheme)).toEqual({
      variant: "professional",
      primary: "#4f46e5",
      appearance: "light",
      radius: 0.5,
    });
  });

  it("keeps the appearance light", () => {
    expect(themeSchema.safeParse({ ...defaultTheme, appearance: "dark" }).success).toBe(false);
  });

  it("refuses a primary colour that is not a hex colour", () => {
    const result = themeSchema.safeParse({ ...defaultTheme, primary: "red; background:url(x)" });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(
      "Primary colour must be a hex colour such as #4f46e5",
    );
  });
});
