import { useCallback, useEffect, useState } from "react";
import { formatCountdown, lockEndsAt, secondsLeft } from "./lock-countdown";

/** A lock that lasts some minutes and clears itself at zero; `countdown` reads mm:ss. */
export function useLockCountdown() {
  const [lockedUntil, setLockedUntil] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (lockedUntil === null) return;
    // Ticking faster than once a second keeps the display from skipping a second.
    const timer = setInterval(() => {
      const tick = Date.now();
      setNow(tick);
      if (secondsLeft(lockedUntil, tick) === 0) setLockedUntil(null);
    }, 250);
    return () => clearInterval(timer);
  }, [lockedUntil]);

  const lock = useCallback((minutes: number) => {
    const start = Date.now();
    setNow(start);
    setLockedUntil(lockEndsAt(start, minutes));
  }, []);

  const left = secondsLeft(lockedUntil, now);
  return { locked: left > 0, countdown: formatCountdown(left), lock };
}
