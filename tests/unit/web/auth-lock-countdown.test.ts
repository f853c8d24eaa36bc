import { formatCountdown, lockEndsAt, secondsLeft } from "@web/features/auth/lock-countdown";
import { describe, expect, it } from "vitest";

const start = Date.UTC(2025, 0, 1, 12, 0, 0);

describe("the MFA dialog's lock countdown", () => {
  it("lasts retryAfter minutes from the failure", () => {
    const until = lockEndsAt(start, 15);
    expect(secondsLeft(until, start)).toBe(15 * 60);
    expect(formatCountdown(secondsLeft(until, start))).toBe("15:00");
  });

  it("shows the seconds still running, rounded up, as mm:ss", () => {
    const until = lockEndsAt(start, 2);
    expect(formatCountdown(secondsLeft(until, start + 1))).toBe("02:00");
    expect(formatCountdown(secondsLeft(until, start + 1000))).toBe("01:59");
    expect(formatCountdown(secondsLeft(until, start + 61_500))).toBe("00:59");
    expect(formatCountdown(secondsLeft(until, start + 119_001))).toBe("00:01");
  });

  it("clears at zero and stays cleared", () => {
    const until = lockEndsAt(start, 1);
    expect(secondsLeft(until, start + 60_000)).toBe(0);
    expect(secondsLeft(until, start + 90_000)).toBe(0);
    expect(formatCountdown(secondsLeft(until, start + 90_000))).toBe("00:00");
  });

  it("has nothing left when there is no lock", () => {
    expect(secondsLeft(null, start)).toBe(0);
  });

  it("keeps counting minutes past an hour", () => {
    expect(formatCountdown(75 * 60)).toBe("75:00");
  });
});
