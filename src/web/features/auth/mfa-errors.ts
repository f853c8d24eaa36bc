/** What the MFA dialog does with a failed verification (spec section 8). */
export type MfaFailure =
  | { kind: "rate-limited"; minutes: number; message: string }
  | { kind: "needs-resetup"; message: string; setupUrl: string }
  | { kind: "session-expired"; message: string }
  | { kind: "other"; message: string };

export function classifyMfaFailure(
  status: number | undefined,
  body: Record<string, unknown> | null,
): MfaFailure {
  const text = (key: string) =>
    typeof body?.[key] === "string" ? (body[key] as string) : undefined;
  if (status === 429 || body?.rateLimited === true) {
    const retryAfter =
      typeof body?.retryAfter === "number" && body.retryAfter > 0 ? body.retryAfter : 15;
    return {
      kind: "rate-limited",
      minutes: retryAfter,
      message: text("message") ?? "Too many verification attempts. Please try again later.",
    };
  }
  if (status === 428 || body?.needsResetup === true) {
    return {
      kind: "needs-resetup",
      message: text("message") ?? "Your MFA setup needs to be reconfigured.",
      setupUrl: text("setupUrl") ?? "/settings?mfa=reset",
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

/** The lock countdown as mm:ss. */
export function formatCountdown(secondsLeft: number): string {
  const seconds = Math.max(0, Math.ceil(secondsLeft));
  const minutes = Math.floor(seconds / 60);
  return `${String(minutes).padStart(2, "0")}:${String(seconds % 60).padStart(2, "0")}`;
}
