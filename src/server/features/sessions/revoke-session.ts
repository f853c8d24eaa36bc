import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/open";
import { sessions, type UserRow } from "../../db/schema";
import { type RequestOrigin, recordAuthEvent } from "../../security/auth-log";
import { HttpError } from "../../shared/http-error";

/**
 * Ends one of the user's sessions; another user's (or an unknown) id is 404. Answers whether
 * it was the caller's own session, which the route then also ends in the response.
 */
export async function revokeSession(
  db: Database,
  origin: RequestOrigin,
  user: UserRow,
  sessionId: string,
  currentSessionRowId: string,
): Promise<{ wasCurrent: boolean }> {
  const [removed] = await db
    .delete(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, user.id)))
    .returning({ ipAddress: sessions.ipAddress, userAgent: sessions.userAgent });
  if (!removed) throw new HttpError(404, "Not found");
  const wasCurrent = sessionId === currentSessionRowId;
  await recordAuthEvent(db, origin, {
    userId: user.id,
    username: user.username,
    eventType: "session",
    eventSubtype: "revoked",
    status: "success",
    details: { current: wasCurrent, ...removed },
  });
  return { wasCurrent };
}
