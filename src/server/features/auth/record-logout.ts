import { eq } from "drizzle-orm";
import type { Database } from "../../db/open";
import { users } from "../../db/schema";
import { type RequestOrigin, recordAuthEvent } from "../../security/auth-log";

/** Writes a sign-out to the auth log, under the user's current username. */
export async function recordLogout(db: Database, origin: RequestOrigin, userId: number) {
  const [user] = await db
    .select({ username: users.username })
    .from(users)
    .where(eq(users.id, userId));
  await recordAuthEvent(db, origin, {
    userId,
    username: user?.username ?? null,
    eventType: "logout",
    status: "success",
  });
}
