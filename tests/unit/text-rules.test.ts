import { cleanName, nameText, textMessages, textProblem } from "@common/text";
import { describe, expect, it } from "vitest";

describe("textProblem", () => {
  it("accepts ordinary text, line breaks, tabs and any language", () => {
    for (const text of ["", "Registered Nurse", "a\r\nb\tc", "Ärztin 看護師 ممرضة 😀", "\u200b"]) {
      expect(textProblem(text), JSON.stringify(text)).toBeNull();
    }
  });

  it("refuses every other C0 and C1 control character", () => {
    const allowed = new Set([0x09, 0x0a, 0x0d]);
    for (let code = 0; code <= 0x9f; code += 1) {
      if (code > 0x1f && code < 0x7f) continue;
      const expected = allowed.has(code) ? null : textMessages.controlCharacters;
      expect(textProblem(`a${String.fromCharCode(code)}b`), `U+${code.toString(16)}`).toBe(
        expected,
      );
    }
  });

  it("refuses half of a surrogate pair but not a whole one", () => {
    expect(textProblem("\ud83d")).toBe(textMessages.brokenCharacters);
    expect(textProblem("x\ude00")).toBe(textMessages.brokenCharacters);
    expect(textProblem("\ud83d\ude00")).toBeNull();
  });
});

describe("names", () => {
  it("lose bidirectional formatting and keep to one line", () => {
    expect(cleanName("invoice\u202efdp.exe")).toBe("invoicefdp.exe");
    expect(cleanName("\u202a\u202b\u202c\u202d\u2066\u2067\u2068\u2069\u200e\u200f\u061cA")).toBe(
      "A",
    );
    expect(cleanName("Basic\r\n\tLife Support")).toBe("Basic Life Support");
  });

  it("are measured and required once cleaned", () => {
    const name = nameText(5, { tooLong: "Too long", required: "Required" });
    expect(name.parse(" \u202eAbcde\u202c ")).toBe("Abcde");
    expect(name.safeParse("Abcdef").error?.issues[0]?.message).toBe("Too long");
    expect(name.safeParse("\u2066\n").error?.issues[0]?.message).toBe("Required");
    expect(name.safeParse(undefined).error?.issues[0]?.message).toBe("Required");
  });
});
