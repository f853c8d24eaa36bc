import { createHash } from "node:crypto";
import type { SessionStore } from "@fastify/session";
import { and, eq, gt, sql } from "drizzle-orm";
import type { Session } from "fastify";
import type { Clock } from "../clock";
import type { Database } from "../db/open";
import { rowAsJson } from "../db/row-as-json";
import { sessions, type UserRow, users } from "../db/schema";

/** The session's user travels as one JSON value (see rowAsJson): one field, not one per column. */
const userAsJson = rowAsJson(users);
const userOrNull = sql<
  unknown[] | null
>`case when ${users.id} is null then null else ${userAsJson.json} end`;

export const sessionMaxAgeMs = 30 * 24 * 60 * 60 * 1000;

// A session whose data did not change is written back at most this often, so a busy user
// does not cost a database write per request while the 30-day expiry still rolls forward.
const touchIntervalMs = 5 * 60 * 1000;

/**
 * What a session read from the table remembers of its row: the hash of its data and when it
 * was last written (the touch rule), and the row of the user it names, read in the same
 * query. @fastify/session copies this object onto the request's session by reference; the
 * user is a private field, so it is never part of the session's data, its hash or the row.
 */
class StoredState {
  readonly #user: UserRow | undefined;

  constructor(
    readonly hash: string,
    readonly at: number,
    user: UserRow | undefined,
  ) {
    this.#user = user;
  }

  get user(): UserRow | undefined {
    return this.#user;
  }
}

type StoredSession = Session & { cookie?: unknown; storedAt?: StoredState };

/**
 * The user a session read from the table names, as read with it at the start of the request;
 * undefined for a session that names nobody or was not read from the table (a new one).
 */
export function sessionUser(session: Session): UserRow | undefined {
  const { storedAt } = session as StoredSession;
  const user = storedAt instanceof StoredState ? storedAt.user : undefined;
  return user && user.id === session.userId ? user : undefined;
}

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
  // A live session and its user in one query, built once: the request pays for binding the
  // hashed id and the time, and PostgreSQL parses it once per connection.
  private readonly liveSession;

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {
    this.liveSession = db
      .select({ data: sessions.data, lastSeenAt: sessions.lastSeenAt, user: userOrNull })
      .from(sessions)
      .leftJoin(users, eq(users.id, sessions.userId))
      .where(
        and(eq(sessions.id, sql.placeholder("id")), gt(sessions.expiresAt, sql.placeholder("now"))),
      )
      .prepare("live_session_with_user");
  }

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
    const [row] = await this.liveSession.execute({
      id: sessionRowId(sessionId),
      now: this.clock.now().toISOString(),
    });
    if (!row) return null;
    const data = row.data as Record<string, unknown>;
    return {
      ...data,
      cookie: { originalMaxAge: sessionMaxAgeMs },
      storedAt: new StoredState(
        dataHash(data),
        row.lastSeenAt.getTime(),
        row.user ? userAsJson.read(row.user) : undefined,
      ),
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
