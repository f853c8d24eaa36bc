import type { ActiveSession } from "@common/accounts/profile";
import { and, desc, eq, gt } from "drizzle-orm";
import { sessions } from "../../db/schema";
import type { ServiceDeps } from "../../feature-deps";

/** More than any person has browsers; the rest can still be ended by signing out the others. */
export const listedSessionsLimit = 100;

/** The user's unexpired sessions, most recently used first; `current` marks the caller's. */
export async function listSessions(
  { db, clock }: ServiceDeps,
  userId: number,
  currentSessionRowId: string,
): Promise<ActiveSession[]> {
  const rows = await db
    .select({
      id: sessions.id,
      ipAddress: sessions.ipAddress,
      userAgent: sessions.userAgent,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, clock.now())))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt))
    .limit(listedSessionsLimit);
  return rows.map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    current: row.id === currentSessionRowId,
  }));
}
