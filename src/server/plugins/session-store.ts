import { createHash } from "node:crypto";
import type { SessionStore } from "@fastify/session";
import { eq } from "drizzle-orm";
import type { Session } from "fastify";
import type { Clock } from "../clock";
import type { Database } from "../db/open";
import { sessions } from "../db/schema";

export const sessionMaxAgeMs = 30 * 24 * 60 * 60 * 1000;

// A session whose data did not change is written back at most this often, so a busy user
// does not cost a database write per request while the 30-day expiry still rolls forward.
const touchIntervalMs = 5 * 60 * 1000;

type StoredSession = Session & { cookie?: unknown; storedAt?: { hash: string; at: number } };

/** The `sessions` row id of a session id: only this hash is stored. */
export function sessionRowId(sessionId: string): string {
  return createHash("sha256").update(sessionId).digest("hex");
}

function sessionData(session: StoredSession): Record<string, unknown> {
  const { cookie: _cookie, storedAt: _storedAt, ...data } = session;
  return JSON.parse(JSON.stringify(data));
}

function dataHash(data: Record<string, unknown>): string {
  return createHash("sha256").update(JSON.stringify(data)).digest("hex");
}

/**
 * Sessions kept in the `sessions` table, so they survive restarts and are shared by every
 * instance. Only a hash of the session id is stored.
 */
export class DatabaseSessionStore implements SessionStore {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  get(sessionId: string, callback: (err: unknown, result?: Session | null) => void): void {
    this.load(sessionId).then(
      (session) => callback(null, session),
      (error) => callback(error),
    );
  }

  set(sessionId: string, session: Session, callback: (err?: unknown) => void): void {
    this.save(sessionId, session as StoredSession).then(() => callback(), callback);
  }

  destroy(sessionId: string, callback: (err?: unknown) => void): void {
    this.db
      .delete(sessions)
      .where(eq(sessions.id, sessionRowId(sessionId)))
      .then(() => callback(), callback);
  }

  private async load(sessionId: string): Promise<Session | null> {
    const [row] = await this.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, sessionRowId(sessionId)));
    if (!row || row.expiresAt <= this.clock.now()) return null;
    const data = row.data as Record<string, unknown>;
    return {
      ...data,
      cookie: { originalMaxAge: sessionMaxAgeMs },
      storedAt: { hash: dataHash(data), at: row.lastSeenAt.getTime() },
    } as unknown as Session;
  }

  private async save(sessionId: string, session: StoredSession): Promise<void> {
    const data = sessionData(session);
    const now = this.clock.now();
    const unchanged = session.storedAt?.hash === dataHash(data);
    if (unchanged && now.getTime() - (session.storedAt?.at ?? 0) < touchIntervalMs) return;
    const expiresAt = new Date(now.getTime() + sessionMaxAgeMs);
    const columns = {
      userId: typeof data.userId === "number" ? data.userId : null,
      data,
      ipAddress: typeof data.ipAddress === "string" ? data.ipAddress : null,
      userAgent: typeof data.userAgent === "string" ? data.userAgent : null,
      lastSeenAt: now,
      expiresAt,
    };
    if (session.storedAt) {
      // A session read from the table is only ever updated: if it was revoked meanwhile
      // (signed out elsewhere, password changed), the end of this request must not revive it.
      await this.db
        .update(sessions)
        .set(columns)
        .where(eq(sessions.id, sessionRowId(sessionId)));
      return;
    }
    await this.db
      .insert(sessions)
      .values({ id: sessionRowId(sessionId), createdAt: now, ...columns })
      .onConflictDoUpdate({ target: sessions.id, set: columns });
  }
}
