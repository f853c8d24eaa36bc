import { sql } from "drizzle-orm";
import type { Clock } from "../../clock";
import type { Database } from "../../db/open";
import { type UserRow, users } from "../../db/schema";
import { HttpError } from "../../plugins/error-handler";
import { loginLockMinutes } from "../../security/attempt-limits";
import { type RequestOrigin, recordAuthEvent } from "../../security/auth-log";
import { verifyAgainstDecoy, verifyPassword } from "../../security/password";

/**
 * Checks a username and password. Unknown usernames and wrong passwords get the same answer
 * in about the same time; five failures in 15 minutes for a username (any case) or an IP lock
 * sign-in. A disabled account is named only to someone who knows its password.
 */
export async function checkCredentials(
  { db, clock }: { db: Database; clock: Clock },
  origin: RequestOrigin,
  username: string,
  password: string,
): Promise<UserRow> {
  const lockMinutes = await loginLockMinutes(db, clock, username, origin.ipAddress);
  if (lockMinutes !== null) {
    await recordAuthEvent(db, origin, {
      username,
      eventType: "lockout",
      eventSubtype: "login",
      status: "failure",
      details: { retryAfterMinutes: lockMinutes },
      at: clock.now(),
    });
    throw new HttpError(
      429,
      `Too many failed login attempts. Please try again in ${lockMinutes} minutes.`,
      { rateLimited: true, retryAfter: lockMinutes },
    );
  }
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = ${username.toLowerCase()}`);
  const valid = user
    ? await verifyPassword(user.password, password)
    : await verifyAgainstDecoy(password);
  if (!user || !valid) {
    // These rows are what the lockout counts (auth_logs: login, failure).
    await recordAuthEvent(db, origin, {
      userId: user?.id,
      username,
      eventType: "login",
      status: "failure",
      details: { reason: user ? "wrong password" : "unknown username" },
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
      at: clock.now(),
    });
    throw new HttpError(403, "Your account has been disabled. Please contact support.");
  }
  return user;
}
