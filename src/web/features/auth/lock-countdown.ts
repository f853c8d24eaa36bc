/** The MFA dialog's rate-limit lock: when it ends and how much of it is left, as mm:ss. */

export function lockEndsAt(now: number, minutes: number): number {
  return now + minutes * 60_000;
}

/** Whole seconds left before the lock ends (0 once it has ended, or when there is none). */
export function secondsLeft(lockedUntil: number | null, now: number): number {
  if (lockedUntil === null) return 0;
  return Math.max(0, Math.ceil((lockedUntil - now) / 1000));
}

export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  const minutes = Math.floor(whole / 60);
  return `${String(minutes).padStart(2, "0")}:${String(whole % 60).padStart(2, "0")}`;
}
