import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt } from "drizzle-orm";
import type { Clock } from "../clock";
import type { Database } from "../db/open";
import { adminSessions } from "../db/schema";

/** An admin session lasts at most 8 hours, and ends after 30 minutes without a request. */
export const adminSessionMaxAgeMs = 8 * 60 * 60 * 1000;
export const adminSessionIdleMs = 30 * 60 * 1000;

export type AdminSessionRow = typeof adminSessions.$inferSelect;

/** What is stored of an admin session id: its SHA-256 (the id itself is 32 random bytes). */
export const adminSessionHash = (sessionId: string) =>
  createHash("sha256").update(sessionId).digest("hex");

/**
 * Opens an admin session for the signed-in user who passed the admin credential, inside the
 * sign-in it was opened from (`loginSessionId`, the `sessions` row id of the user's session):
 * whatever ends that sign-in deletes it with its row. Answers the id the browser keeps
 * (localStorage adminSessionId), which is stored only as its hash.
 */
export async function openAdminSession(
  db: Database,
  clock: Clock,
  opener: {
    userId: number;
    credentialId: number;
    loginSessionId: string;
    ipAddress?: string;
    userAgent?: string;
  },
): Promise<{ sessionId: string; session: AdminSessionRow }> {
  const sessionId = randomBytes(32).toString("base64url");
  const now = clock.now();
  const [session] = await db
    .insert(adminSessions)
    .values({
      sessionId: adminSessionHash(sessionId),
      adminCredentialId: opener.credentialId,
      userId: opener.userId,
      loginSessionId: opener.loginSessionId,
      loggedIn: true,
      ipAddress: opener.ipAddress ?? null,
      userAgent: opener.userAgent ?? null,
      lastActivity: now,
      createdAt: now,
      expiresAt: new Date(now.getTime() + adminSessionMaxAgeMs),
    })
    .returning();
  if (!session) throw new Error("the admin session was not stored");
  return { sessionId, session };
}

/**
 * The live admin session with this id opened by this user in this sign-in (`loginSessionId`,
 * the caller's `sessions` row id), its last activity moved to now in the same statement;
 * undefined when the id is unknown, another user's or another sign-in's, past its 8 hours or
 * idle for 30 minutes.
 */
export async function touchAdminSession(
  db: Database,
  clock: Clock,
  sessionId: string,
  caller: { userId: number; loginSessionId: string },
): Promise<AdminSessionRow | undefined> {
  const now = clock.now();
  const [session] = await db
    .update(adminSessions)
    .set({ lastActivity: now })
    .where(
      and(
        eq(adminSessions.sessionId, adminSessionHash(sessionId)),
        eq(adminSessions.userId, caller.userId),
        eq(adminSessions.loginSessionId, caller.loginSessionId),
        eq(adminSessions.loggedIn, true),
        gt(adminSessions.expiresAt, now),
        gt(adminSessions.lastActivity, new Date(now.getTime() - adminSessionIdleMs)),
      ),
    )
    .returning();
  return session;
}

/** Ends the admin session with this id if this user opened it; true when there was one. */
export async function closeAdminSession(
  db: Database,
  sessionId: string,
  userId: number,
): Promise<boolean> {
  const closed = await db
    .delete(adminSessions)
    .where(
      and(
        eq(adminSessions.sessionId, adminSessionHash(sessionId)),
        eq(adminSessions.userId, userId),
      ),
    )
    .returning({ id: adminSessions.id });
  return closed.length > 0;
}
