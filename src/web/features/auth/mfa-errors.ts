import { type MfaError, mfaErrorSchema } from "@common/accounts/sign-in";
import { countOf } from "@common/plural";

/** What the MFA dialog does with a failed verification (spec section 8). */
export type MfaFailure =
  | { kind: "rate-limited"; minutes: number; message: string }
  | { kind: "needs-resetup"; message: string; setupUrl: string }
  | { kind: "session-expired"; message: string }
  | { kind: "other"; message: string };

export const defaultLockMinutes = 15;

/** The MFA fields of a failed answer; a body that does not fit the schema gives none. */
function mfaFieldsOf(body: unknown): Partial<MfaError> {
  const parsed = mfaErrorSchema.partial().safeParse(body);
  return parsed.success ? parsed.data : {};
}

export function classifyMfaFailure(
  status: number | undefined,
  body: Record<string, unknown> | null,
): MfaFailure {
  const fields = mfaFieldsOf(body);
  // An empty message counts as none, so the spec's default text shows.
  const message = fields.message || undefined;
  if (status === 429 || fields.rateLimited === true) {
    const { retryAfter } = fields;
    return {
      kind: "rate-limited",
      minutes: retryAfter !== undefined && retryAfter > 0 ? retryAfter : defaultLockMinutes,
      message: message ?? "Too many verification attempts. Please try again later.",
    };
  }
  if (status === 428 || fields.needsResetup === true) {
    return {
      kind: "needs-resetup",
      message: message ?? "Your MFA setup needs to be reconfigured.",
      setupUrl: safeSetupUrl(fields.setupUrl || undefined),
    };
  }
  if (fields.sessionExpired === true || fields.invalidSession === true) {
    return {
      kind: "session-expired",
      message: message ?? "Your session has expired. Please log in again.",
    };
  }
  return {
    kind: "other",
    message: message ?? "Failed to verify your identity. Please try again.",
  };
}

/** Only a path of this site is followed, never another origin named in an answer. */
function safeSetupUrl(url: string | undefined): string {
  return url?.startsWith("/") && !url.startsWith("//") && !url.startsWith("/\\")
    ? url
    : "/settings?mfa=reset";
}

/** The toast for each failure, in the spec's words. */
export function mfaFailureToast(failure: MfaFailure): { title: string; description: string } {
  switch (failure.kind) {
    case "rate-limited": {
      const minutes = Math.ceil(failure.minutes);
      return {
        title: "Too many attempts",
        description: `You've made too many verification attempts. Please try again in ${countOf(minutes, "minute", "minutes")}.`,
      };
    }
    case "needs-resetup":
      return { title: "MFA Reset Required", description: failure.message };
    case "session-expired":
      return { title: "Session expired", description: failure.message };
    case "other":
      return { title: "Verification failed", description: failure.message };
  }
}
