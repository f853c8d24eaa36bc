import { emailCodeInput, mfaCodeInput } from "@web/features/auth/code-input";
import { describe, expect, it } from "vitest";

describe("typed and pasted codes", () => {
  it("keeps only digits of an emailed code, at most six", () => {
    expect(emailCodeInput("123 456")).toBe("123456");
    expect(emailCodeInput("12-34-56-78")).toBe("123456");
    expect(emailCodeInput("abc")).toBe("");
  });

  it("drops spaces and dashes from an MFA code but leaves the rest for the field's messages", () => {
    expect(mfaCodeInput(" 123 456 ")).toBe("123456");
    expect(mfaCodeInput("1234-5678")).toBe("12345678");
    expect(mfaCodeInput("12ab56")).toBe("12ab56");
    expect(mfaCodeInput("123456789")).toBe("123456789");
  });
});
