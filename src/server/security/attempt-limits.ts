import { and, eq, gt, sql } from "drizzle-orm";
import type { Clock } from "../clock";
import type { Database } from "../db/open";
import { authLogs, mfaVerificationAttempts } from "../db/schema";

/** 5 failures within 15 minutes, per account and per IP address, lock the action. */
export const maxFailures = 5;
export const lockWindowMs = 15 * 60 * 1000;

/** Minutes until a lock clears, given the failure times that count (oldest first). */
function minutesUntilClear(failures: Date[], now: Date): number | null {
  if (failures.length < maxFailures) return null;
  const oldestCounting = failures[failures.length - maxFailures];
  if (!oldestCounting) return null;
  const clearsAt = oldestCounting.getTime() + lockWindowMs;
  return Math.max(1, Math.ceil((clearsAt - now.getTime()) / 60_000));
}

/** Minutes until sign-in is allowed again for this username or IP, or null when it is. */
export async function loginLockMinutes(
  db: Database,
  clock: Clock,
  username: string,
  ipAddress: string,
): Promise<number | null> {
  const now = clock.now();
  const since = new Date(now.getTime() - lockWindowMs);
  const failed = and(
    eq(authLogs.eventType, "login"),
    eq(authLogs.status, "failure"),
    gt(authLogs.createdAt, since),
  );
  const [byName, byIp] = await Promise.all(
    [
      sql`lower(${authLogs.username}) = ${username.toLowerCase()}`,
      eq(authLogs.ipAddress, ipAddress),
    ].map(async (who) =>
      (
        await db
          .select({ at: authLogs.createdAt })
          .from(authLogs)
          .where(and(failed, who))
          .orderBy(authLogs.createdAt)
      ).map((row) => row.at),
    ),
  );
  const waits = [minutesUntilClear(byName ?? [], now), minutesUntilClear(byIp ?? [], now)];
  const locked = waits.filter((wait): wait is number => wait !== null);
  return locked.length ? Math.max(...locked) : null;
}

/** Minutes until MFA verification is allowed again for this user or IP, or null when it is. */
export async function mfaLockMinutes(
  db: Database,
  clock: Clock,
  userId: number,
  ipAddress: string,
): Promise<number | null> {
  const now = clock.now();
  const since = new Date(now.getTime() - lockWindowMs);
  const failed = and(
    eq(mfaVerificationAttempts.success, false),
    gt(mfaVerificationAttempts.timestamp, since),
  );
  const [byUser, byIp] = await Promise.all(
    [
      eq(mfaVerificationAttempts.userId, userId),
      eq(mfaVerificationAttempts.ipAddress, ipAddress),
    ].map(async (who) =>
      (
        await db
          .select({ at: mfaVerificationAttempts.timestamp })
          .from(mfaVerificationAttempts)
          .where(and(failed, who))
          .orderBy(mfaVerificationAttempts.timestamp)
      ).map((row) => row.at),
    ),
  );
  const locked = [minutesUntilClear(byUser ?? [], now), minutesUntilClear(byIp ?? [], now)].filter(
    (wait): wait is number => wait !== null,
  );
  return locked.length ? Math.max(...locked) : null;
}

export async function recordMfaAttempt(
  db: Database,
  clock: Clock,
  attempt: { userId: number; ipAddress: string; success: boolean },
): Promise<void> {
  await db.insert(mfaVerificationAttempts).values({ ...attempt, timestamp: clock.now() });
}
