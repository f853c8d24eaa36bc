import { formatCountdown } from "@web/features/auth/lock-countdown";
import { classifyMfaFailure, mfaFailureToast } from "@web/features/auth/mfa-errors";
import { describe, expect, it } from "vitest";

describe("MFA failures (spec section 8)", () => {
  it("locks for retryAfter minutes on 429 or rateLimited, 15 by default", () => {
    expect(classifyMfaFailure(429, { retryAfter: 7 })).toMatchObject({
      kind: "rate-limited",
      minutes: 7,
    });
    expect(classifyMfaFailure(400, { rateLimited: true })).toEqual({
      kind: "rate-limited",
      minutes: 15,
      message: "Too many verification attempts. Please try again later.",
    });
  });

  it("sends a 428 or needsResetup to the set-up page", () => {
    expect(classifyMfaFailure(428, null)).toEqual({
      kind: "needs-resetup",
      message: "Your MFA setup needs to be reconfigured.",
      setupUrl: "/settings?mfa=reset",
    });
    expect(classifyMfaFailure(400, { needsResetup: true, setupUrl: "/elsewhere" })).toMatchObject({
      setupUrl: "/elsewhere",
    });
  });

  it("treats sessionExpired and invalidSession as an expired session", () => {
    for (const body of [{ sessionExpired: true }, { invalidSession: true }]) {
      expect(classifyMfaFailure(401, body)).toEqual({
        kind: "session-expired",
        message: "Your session has expired. Please log in again.",
      });
    }
  });

  it("shows the server's message for anything else, or the spec's default", () => {
    expect(classifyMfaFailure(400, { message: "Invalid verification code" })).toEqual({
      kind: "other",
      message: "Invalid verification code",
    });
    expect(classifyMfaFailure(500, null)).toEqual({
      kind: "other",
      message: "Failed to verify your identity. Please try again.",
    });
  });

  it("reads 429's retryAfter and message from the server when given", () => {
    expect(
      classifyMfaFailure(429, { message: "Slow down", rateLimited: true, retryAfter: 3 }),
    ).toEqual({ kind: "rate-limited", minutes: 3, message: "Slow down" });
    expect(classifyMfaFailure(429, { retryAfter: 0 })).toMatchObject({ minutes: 15 });
    expect(classifyMfaFailure(429, { retryAfter: "5" })).toMatchObject({ minutes: 15 });
  });

  it("rate limit wins over the other flags, and 428 over an expired session", () => {
    expect(classifyMfaFailure(429, { needsResetup: true, sessionExpired: true }).kind).toBe(
      "rate-limited",
    );
    expect(classifyMfaFailure(428, { sessionExpired: true }).kind).toBe("needs-resetup");
  });

  it("follows only a set-up path of this site", () => {
    for (const setupUrl of ["https://evil.example/", "//evil.example/", "/\\evil.example", ""]) {
      expect(classifyMfaFailure(428, { setupUrl })).toMatchObject({
        setupUrl: "/settings?mfa=reset",
      });
    }
  });

  it("gives each failure the spec's toast", () => {
    expect(mfaFailureToast(classifyMfaFailure(429, null))).toEqual({
      title: "Too many attempts",
      description: "You've made too many verification attempts. Please try again in 15 minutes.",
    });
    expect(mfaFailureToast({ kind: "rate-limited", minutes: 1, message: "" }).description).toBe(
      "You've made too many verification attempts. Please try again in 1 minute.",
    );
    expect(mfaFailureToast(classifyMfaFailure(428, null))).toEqual({
      title: "MFA Reset Required",
      description: "Your MFA setup needs to be reconfigured.",
    });
    expect(mfaFailureToast(classifyMfaFailure(401, { invalidSession: true }))).toEqual({
      title: "Session expired",
      description: "Your session has expired. Please log in again.",
    });
    expect(mfaFailureToast(classifyMfaFailure(undefined, null))).toEqual({
      title: "Verification failed",
      description: "Failed to verify your identity. Please try again.",
    });
  });

  it("counts down as mm:ss and stops at zero", () => {
    expect(formatCountdown(15 * 60)).toBe("15:00");
    expect(formatCountdown(61.2)).toBe("01:02");
    expect(formatCountdown(-3)).toBe("00:00");
  });
});
