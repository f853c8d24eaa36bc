import { commonPasswordList } from "@common/accounts/common-password-list";
import { isCommonPassword } from "@common/accounts/common-passwords";
import { describe, expect, it } from "vitest";

describe("the list of common passwords", () => {
  it("holds thousands of distinct lower-case entries, most common first", () => {
    const entries = commonPasswordList.split("\n");
    expect(entries.length).toBeGreaterThan(5000);
    expect(new Set(entries).size).toBe(entries.length);
    expect(entries.slice(0, 2)).toEqual(["123456", "password"]);
    expect(entries.every((entry) => entry === entry.toLowerCase() && entry.length >= 4)).toBe(true);
  });
});

describe("a common password", () => {
  it.each(["password", "12345678", "qwerty123", "iloveyou", "trustno1", "p@ssw0rd"])(
    "is %s as listed",
    (password) => {
      expect(isCommonPassword(password)).toBe(true);
    },
  );

  it.each(["PASSWORD", "Password", "PassWord", "ILoveYou"])("is %s in any case", (password) => {
    expect(isCommonPassword(password)).toBe(true);
  });

  it.each(["Password1!", "password!", "Sunshine2024!", "dragon_99", "football#1", "Monkey12345"])(
    "is %s, a listed word with up to five digits or symbols added",
    (password) => {
      expect(isCommonPassword(password)).toBe(true);
    },
  );
});

describe("a password off the list", () => {
  it.each([
    "Larch-Fennel-Kettle-42",
    "correct horse battery staple",
    "sunshine202412!",
    "Tr0ub4dor&3",
  ])("is %s ", (password) => {
    expect(isCommonPassword(password)).toBe(false);
  });
});
