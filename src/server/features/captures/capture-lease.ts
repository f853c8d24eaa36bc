import type { ServiceDeps } from "../../feature-deps";
import { renewCaptureLease } from "./capture-queue";
import type { CaptureRow } from "./capture-rows";

/**
 * Renews the reader's lease on `capture` every third of the lease while its reading goes on, so
 * a long reading is never taken by a second reader, while the capture of a reader that died
 * (its renewals stop with it) is taken again within about one lease. Renewing stops once the
 * claim is lost. A renewal that fails (the database away) is tried again at the next beat.
 * Answers how to stop renewing, which waits for a renewal under way.
 */
export function keepCaptureLease(
  { db, clock, leaseMs }: ServiceDeps & { leaseMs: number },
  capture: CaptureRow,
): () => Promise<void> {
  let renewal: Promise<void> | null = null;
  const timer = setInterval(() => {
    if (renewal) return;
    renewal = renewCaptureLease(db, capture, clock.now(), leaseMs)
      .then(
        (held) => {
          if (!held) clearInterval(timer);
        },
        () => undefined,
      )
      .finally(() => {
        renewal = null;
      });
  }, leaseMs / 3);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await renewal;
  };
}
