import { countOf } from "@common/plural";
import { desc, or, sql } from "drizzle-orm";
import type { Database } from "../../db/open";
import { type UserRow, users } from "../../db/schema";
import type { ServiceDepsWithKey } from "../../feature-deps";
import { signInLock } from "../../security/attempt-limits";
import { type RequestOrigin, recordAuthEvent } from "../../security/auth-log";
import { knownDeviceOf } from "../../security/known-device";
import { verifyAgainstDecoy, verifyPassword } from "../../security/password";
import { HttpError } from "../../shared/http-error";

/**
 * The account a sign-in names: the one with this username (any case), otherwise the one with
 * this email address (any case). A username never holds "@" today, but one from before that
 * rule may look like another account's address: the username wins, and that other account
 * signs in with its own username. One query either way, so both answer in the same time.
 */
async function accountNamed(db: Database, typed: string): Promise<UserRow | undefined> {
  const name = typed.toLowerCase();
  const byUsername = sql`lower(${users.username}) = ${name}`;
  const [user] = await db
    .select()
    .from(users)
    .where(or(byUsername, sql`lower(${users.email}) = ${name}`))
    .orderBy(desc(byUsername))
    .limit(1);
  return user;
}

/**
 * Checks a username or email address and a password. Unknown names and wrong passwords get
 * the same answer in about the same time. Failures lock sign-in (decision record 011): 5 in 15
 * minutes for an account from new devices, whether its username (any case) or its email was
 * typed, or 100 from one address; a known device of the account (`knownDevices`, the sign-in
 * cookie) answers only for its own 5. A disabled account is named only to someone who knows
 * its password.
 */
export async function checkCredentials(
  { db, clock, key }: ServiceDepsWithKey,
  origin: RequestOrigin,
  { username: typed, password }: { username: string; password: string },
  knownDevices: string | undefined,
): Promise<UserRow> {
  const user = await accountNamed(db, typed);
  // What the failures are counted and logged under: the account's username once it is known,
  // so typing the email instead gives no second allowance; otherwise what was typed.
  const username = user?.username ?? typed;
  const byEmail = user !== undefined && user.username.toLowerCase() !== typed.toLowerCase();
  const knownDevice = user ? knownDeviceOf(key, knownDevices, user.id, clock.now()) : null;
  const lock = await signInLock(db, clock, {
    username,
    ipAddress: origin.ipAddress,
    knownDevice,
  });
  if (lock !== null) {
    await recordAuthEvent(db, origin, {
      username,
      eventType: "lockout",
      eventSubtype: "login",
      status: "failure",
      details: { retryAfterMinutes: lock.minutes, lockedBy: lock.scope },
      at: clock.now(),
    });
    throw new HttpError(
      429,
      `Too many failed login attempts. Please try again in ${countOf(lock.minutes, "minute", "minutes")}.`,
      { rateLimited: true, retryAfter: lock.minutes },
    );
  }
  const valid = user
    ? await verifyPassword(user.password, password)
    : await verifyAgainstDecoy(password);
  if (!user || !valid) {
    // These rows are what the locks count (auth_logs: login, failure; knownDevice if any).
    await recordAuthEvent(db, origin, {
      userId: user?.id,
      username,
      eventType: "login",
      status: "failure",
      details: {
        reason: user ? "wrong password" : "unknown username",
        ...(byEmail ? { signedInWith: "email" } : {}),
        ...(knownDevice ? { knownDevice } : {}),
      },
      at: clock.now(),
    });
    throw new HttpError(401, "Invalid username or password");
  }
  if (!user.isEnabled) {
    await recordAuthEvent(db, origin, {
      userId: user.id,
      username: user.username,
      eventType: "login",
      eventSubtype: "disabled",
      status: "failure",
      ...(knownDevice ? { details: { knownDevice } } : {}),
      at: clock.now(),
    });
    throw new HttpError(403, "Your account has been disabled. Please contact support.");
  }
  return user;
}
