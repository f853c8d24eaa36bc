import { defaultTheme } from "@common/theme";
import { readableTextOn, themeCssVariables } from "@web/lib/theme-variables";
import { describe, expect, it } from "vitest";

describe("theme CSS variables", () => {
  it("carry the primary colour and the radius in rem", () => {
    expect(themeCssVariables({ ...defaultTheme, primary: "#0f766e", radius: 0.75 })).toEqual({
      "--primary": "#0f766e",
      "--primary-foreground": "#ffffff",
      "--ring": "#0f766e",
      "--radius": "0.75rem",
    });
  });

  it("put dark text on a light primary colour and white text on a dark one", () => {
    expect(readableTextOn("#4f46e5")).toBe("#ffffff");
    expect(readableTextOn("#fde047")).toBe("#020617");
  });
});
