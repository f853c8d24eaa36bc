import type { MfaSetupResult } from "@common/accounts/mfa-setup";

/** What the page does next after POST /api/user/mfa/setup (spec section 4's four results). */
export type MfaSetupStep =
  | { kind: "needs-phone" }
  | { kind: "disabled" }
  | { kind: "scan"; qrCodeUrl: string; secret: string | null }
  | { kind: "code-sent" };

export function mfaSetupStep(result: MfaSetupResult): MfaSetupStep {
  if (result.needsPhoneNumber) return { kind: "needs-phone" };
  if (result.status === "disabled") return { kind: "disabled" };
  if (result.qrCodeUrl) {
    return { kind: "scan", qrCodeUrl: result.qrCodeUrl, secret: result.secret ?? null };
  }
  return { kind: "code-sent" };
}
