import { sql } from "drizzle-orm";
import { users } from "../../db/schema";
import type { FeatureDeps } from "../../feature-deps";
import type { UserRow } from "../../plugins/auth-guards";
import { HttpError } from "../../plugins/error-handler";
import { loginLockMinutes } from "../../security/attempt-limits";
import { type RequestOrigin, recordAuthEvent } from "../../security/auth-log";
import { verifyAgainstDecoy, verifyPassword } from "../../security/password";

type Deps = Pick<FeatureDeps, "db" | "clock">;

/**
 * Checks a username and password. Unknown usernames and wrong passwords get the same answer
 * in about the same time; five failures in 15 minutes for a username or an IP lock sign-in.
 */
export async function checkCredentials(
  { db, clock }: Deps,
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
