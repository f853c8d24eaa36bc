import { passwordStrength, strengthAdvice } from "@common/accounts/password-strength";
import { describe, expect, it } from "vitest";

describe("the password strength meter (spec section 5)", () => {
  it.each([
    ["abc", 20, "Weak"],
    ["abcdefgh", 40, "Medium"],
    ["Abcdefgh", 60, "Strong"],
    ["Abcdefg1", 80, "Very strong"],
    ["Abcdef1!", 100, "Very strong"],
  ])("scores %s %i, %s", (password, score, label) => {
    expect(passwordStrength(password)).toMatchObject({ score, label });
  });

  it("advises what would make the password stronger, in the meter's words", () => {
    expect(strengthAdvice(passwordStrength("abc"))).toBe(
      "Stronger with: at least 8 characters, an uppercase letter, a number, a symbol",
    );
    expect(strengthAdvice(passwordStrength("Abcdefgh"))).toBe("Stronger with: a number, a symbol");
  });

  it("has no advice for a password that meets every criterion", () => {
    expect(strengthAdvice(passwordStrength("Abcdef1!"))).toBeNull();
  });
});
