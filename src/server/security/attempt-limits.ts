import { and, desc, eq, gt, isNull, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Clock } from "../clock";
import type { Database } from "../db/open";
import { adminLoginAttempts, authLogs, mfaVerificationAttempts } from "../db/schema";
import type { ServiceDeps } from "../feature-deps";

/**
 * Failures within 15 minutes that lock sign-in or MFA (decision record 011): 5 for one
 * account from new devices, 5 for one known device of an account, and, since an office or a
 * hospital shares one address, 100 for one address.
 */
export const lockWindowMs = 15 * 60 * 1000;
export const failuresToLock = { account: 5, knownDevice: 5, address: 100 } as const;

/** Who a lock holds back, as the auth log records it. */
export type LockScope = "account" | "known-device" | "address";
export type Lock = { scope: LockScope; minutes: number; seconds: number };

type FailureCount = { scope: LockScope; where: SQL | undefined; failures: number };

/**
 * The lock of each count that reached its number of failures within the window, the longest
 * first: it lasts until the oldest failure that counts towards it is 15 minutes old.
 */
async function longestLock(
  { db, clock }: ServiceDeps,
  source: { table: PgTable; at: AnyPgColumn<{ data: Date; notNull: true }> },
  counts: FailureCount[],
): Promise<Lock | null> {
  const now = clock.now();
  const since = new Date(now.getTime() - lockWindowMs);
  const locks = await Promise.all(
    counts.map(async ({ scope, where, failures }) => {
      const [oldestCounting] = await db
        .select({ at: source.at })
        .from(source.table)
        .where(and(where, gt(source.at, since)))
        .orderBy(desc(source.at))
        .limit(1)
        .offset(failures - 1);
      if (!oldestCounting) return null;
      const leftMs = oldestCounting.at.getTime() + lockWindowMs - now.getTime();
      return {
        scope,
        minutes: Math.max(1, Math.ceil(leftMs / 60_000)),
        seconds: Math.max(1, Math.ceil(leftMs / 1000)),
      };
    }),
  );
  return locks.reduce<Lock | null>(
    (longest, lock) => (lock && (!longest || lock.minutes > longest.minutes) ? lock : longest),
    null,
  );
}

/** A sign-in try: `knownDevice` is this browser's id as a known device of the account. */
export type SignInTry = { username: string; ipAddress: string; knownDevice: string | null };

/**
 * The lock on this sign-in, or null. A known device answers only for its own failures; a new
 * device for the username's failures from new devices and its address's.
 */
export function signInLock(
  db: Database,
  clock: Clock,
  { username, ipAddress, knownDevice }: SignInTry,
): Promise<Lock | null> {
  const deps = { db, clock };
  const failed = and(eq(authLogs.eventType, "login"), eq(authLogs.status, "failure"));
  const sameName = sql`lower(${authLogs.username}) = ${username.toLowerCase()}`;
  const deviceOf = sql`${authLogs.details} ->> 'knownDevice'`;
  const source = { table: authLogs, at: authLogs.createdAt };
  if (knownDevice !== null) {
    return longestLock(deps, source, [
      {
        scope: "known-device",
        where: and(failed, sameName, eq(deviceOf, knownDevice)),
        failures: failuresToLock.knownDevice,
      },
    ]);
  }
  return longestLock(deps, source, [
    {
      scope: "account",
      where: and(failed, sameName, isNull(deviceOf)),
      failures: failuresToLock.account,
    },
    {
      scope: "address",
      where: and(failed, eq(authLogs.ipAddress, ipAddress), isNull(deviceOf)),
      failures: failuresToLock.address,
    },
  ]);
}

/** Minutes until MFA verification is allowed again for this user or IP, or null when it is. */
export async function mfaLockMinutes(
  db: Database,
  clock: Clock,
  userId: number,
  ipAddress: string,
): Promise<number | null> {
  const deps = { db, clock };
  const failed = eq(mfaVerificationAttempts.success, false);
  const lock = await longestLock(
    deps,
    { table: mfaVerificationAttempts, at: mfaVerificationAttempts.timestamp },
    [
      {
        scope: "account",
        where: and(failed, eq(mfaVerificationAttempts.userId, userId)),
        failures: failuresToLock.account,
      },
      {
        scope: "address",
        where: and(failed, eq(mfaVerificationAttempts.ipAddress, ipAddress)),
        failures: failuresToLock.address,
      },
    ],
  );
  return lock?.minutes ?? null;
}

export async function recordMfaAttempt(
  db: Database,
  clock: Clock,
  attempt: { userId: number; ipAddress: string; success: boolean },
): Promise<void> {
  await db.insert(mfaVerificationAttempts).values({ ...attempt, timestamp: clock.now() });
}

/**
 * The admin area's sign-in has one credential and few people, so it is stricter than users'
 * sign-in: 5 failures in 15 minutes from one address, or for one admin username (any case),
 * lock it for 15 minutes. The failures are the admin_login_attempts rows without success.
 */
export const adminFailuresToLock = 5;

export function adminSignInLock(
  db: Database,
  clock: Clock,
  { username, ipAddress }: { username: string; ipAddress: string },
): Promise<Lock | null> {
  const failed = eq(adminLoginAttempts.success, false);
  return longestLock(
    { db, clock },
    { table: adminLoginAttempts, at: adminLoginAttempts.timestamp },
    [
      {
        scope: "account",
        where: and(failed, sql`lower(${adminLoginAttempts.username}) = ${username.toLowerCase()}`),
        failures: adminFailuresToLock,
      },
      {
        scope: "address",
        where: and(failed, eq(adminLoginAttempts.ipAddress, ipAddress)),
        failures: adminFailuresToLock,
      },
    ],
  );
}

/** One admin sign-in attempt: the username as typed and the signed-in user who tried. */
export async function recordAdminLoginAttempt(
  db: Pick<Database, "insert">,
  clock: Clock,
  attempt: { username: string; userId: number; ipAddress: string; success: boolean },
): Promise<void> {
  await db.insert(adminLoginAttempts).values({ ...attempt, timestamp: clock.now() });
}
