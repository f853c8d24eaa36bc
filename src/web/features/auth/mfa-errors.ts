/** What the MFA dialog does with a failed verification (spec section 8). */
export type MfaFailure =
  | { kind: "rate-limited"; minutes: number; message: string }
  | { kind: "needs-resetup"; message: string; setupUrl: string }
  | { kind: "session-expired"; message: string }
  | { kind: "other"; message: string };

export const defaultLockMinutes = 15;

export function classifyMfaFailure(
  status: number | undefined,
  body: Record<string, unknown> | null,
): MfaFailure {
  const text = (key: string) => {
    const value = body?.[key];
    return typeof value === "string" && value !== "" ? value : undefined;
  };
  if (status === 429 || body?.rateLimited === true) {
    const retryAfter = body?.retryAfter;
    return {
      kind: "rate-limited",
      minutes:
        typeof retryAfter === "number" && Number.isFinite(retryAfter) && retryAfter > 0
          ? retryAfter
          : defaultLockMinutes,
      message: text("message") ?? "Too many verification attempts. Please try again later.",
    };
  }
  if (status === 428 || body?.needsResetup === true) {
    return {
      kind: "needs-resetup",
      message: text("message") ?? "Your MFA setup needs to be reconfigured.",
      setupUrl: safeSetupUrl(text("setupUrl")),
    };
  }
  if (body?.sessionExpired === true || body?.invalidSession === true) {
    return {
      kind: "session-expired",
      message: text("message") ?? "Your session has expired. Please log in again.",
    };
  }
  return {
    kind: "other",
    message: text("message") ?? "Failed to verify your identity. Please try again.",
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
        description: `You've made too many verification attempts. Please try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`,
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
