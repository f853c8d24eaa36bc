import { and, eq, ne } from "drizzle-orm";
import type { Database } from "../../db/open";
import { sessions, type UserRow } from "../../db/schema";
import { type RequestOrigin, recordAuthEvent } from "../../security/auth-log";

/** Ends every session of the user but the caller's own. */
export async function signOutOtherSessions(
  db: Database,
  origin: RequestOrigin,
  user: UserRow,
  currentSessionRowId: string,
): Promise<void> {
  const removed = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, user.id), ne(sessions.id, currentSessionRowId)))
    .returning({ id: sessions.id });
  await recordAuthEvent(db, origin, {
    userId: user.id,
    username: user.username,
    eventType: "session",
    eventSubtype: "signed-out-others",
    status: "success",
    details: { count: removed.length },
  });
}
