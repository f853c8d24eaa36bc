import {
  mfaDisableFormSchema,
  mfaDisableProof,
} from "@web/features/settings/security/mfa-disable-proof";
import { mfaSetupStep } from "@web/features/settings/security/mfa-setup-step";
import {
  recoveryCodesFileName,
  recoveryCodesHref,
  recoveryCodesText,
} from "@web/features/settings/security/recovery-codes-file";
import { describe, expect, it } from "vitest";

describe("MFA setup results (spec section 4)", () => {
  it("asks for a phone number first", () => {
    expect(mfaSetupStep({ message: "Phone number needed", needsPhoneNumber: true })).toEqual({
      kind: "needs-phone",
    });
  });

  it("reports MFA turned off", () => {
    expect(mfaSetupStep({ message: "MFA disabled", status: "disabled" })).toEqual({
      kind: "disabled",
    });
  });

  it("shows the QR code and the secret for an authenticator app", () => {
    expect(
      mfaSetupStep({ message: "Scan", qrCodeUrl: "data:image/png;base64,AAA", secret: "ABC" }),
    ).toEqual({ kind: "scan", qrCodeUrl: "data:image/png;base64,AAA", secret: "ABC" });
  });

  it("otherwise waits for the code that was sent", () => {
    expect(mfaSetupStep({ message: "Verification code sent", codeSent: true })).toEqual({
      kind: "code-sent",
    });
    expect(mfaSetupStep({ message: "Sent" })).toEqual({ kind: "code-sent" });
  });
});

describe("turning MFA off", () => {
  const errors = (input: { code: string; password: string }) => {
    const result = mfaDisableFormSchema.safeParse(input);
    return result.success ? [] : result.error.issues.map((issue) => issue.message);
  };

  it("needs a code or the password", () => {
    expect(errors({ code: "", password: "" })).toEqual(["Enter a current code or your password"]);
    expect(errors({ code: "  ", password: "" })).toEqual(["Enter a current code or your password"]);
  });

  it("checks a code by the spec's MFA code rules", () => {
    expect(errors({ code: "123", password: "" })).toEqual(["Code must be at least 6 characters"]);
    expect(errors({ code: "123456789", password: "" })).toEqual([
      "Code cannot be longer than 8 characters",
    ]);
    expect(errors({ code: "12345a", password: "" })).toEqual(["Code must contain only numbers"]);
    expect(errors({ code: "123456", password: "" })).toEqual([]);
    expect(errors({ code: "", password: "secret" })).toEqual([]);
  });

  it("sends the code when one was typed, else the password", () => {
    expect(mfaDisableProof({ code: " 12345678 ", password: "secret" })).toEqual({
      code: "12345678",
    });
    expect(mfaDisableProof({ code: "", password: "secret" })).toEqual({ password: "secret" });
  });
});

describe("recovery codes file", () => {
  const codes = ["12345678", "87654321"];

  it("lists every code, one a line, with a note on their use", () => {
    const text = recoveryCodesText(codes, "pat");
    expect(text.split("\n")).toEqual(expect.arrayContaining(["12345678", "87654321"]));
    expect(text).toContain("CertMinder recovery codes for pat");
    expect(text).toContain("signs you in once");
  });

  it("downloads as a .txt through a data: URL holding the same text", () => {
    const href = recoveryCodesHref(codes, "pat");
    expect(href.startsWith("data:text/plain;charset=utf-8,")).toBe(true);
    expect(decodeURIComponent(href.slice(href.indexOf(",") + 1))).toBe(
      recoveryCodesText(codes, "pat"),
    );
    expect(recoveryCodesFileName.endsWith(".txt")).toBe(true);
  });
});
