import { and, eq, gt, inArray, type SQL, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { Database } from "../db/open";
import { type AuthEventType, authLogs } from "../db/schema";
import type { ServiceDeps } from "../feature-deps";

/** Where a request came from, as recorded in auth logs, sessions and trusted devices. */
export type RequestOrigin = { ipAddress: string; userAgent: string | null };

export function requestOrigin(request: FastifyRequest): RequestOrigin {
  const userAgent = request.headers["user-agent"];
  return { ipAddress: request.ip, userAgent: userAgent ? userAgent.slice(0, 512) : null };
}

export type AuthEvent = {
  userId?: number | null;
  username?: string | null;
  eventType: AuthEventType;
  eventSubtype?: string;
  status: "success" | "failure";
  /** Never a password, a code or a token. */
  details?: Record<string, unknown>;
  /** When it happened, from the app's clock; events that lock sign-in must give it. */
  at?: Date;
};

export async function recordAuthEvent(
  db: Database,
  origin: RequestOrigin,
  event: AuthEvent,
): Promise<void> {
  await db.insert(authLogs).values({
    userId: event.userId ?? null,
    username: event.username ?? null,
    eventType: event.eventType,
    eventSubtype: event.eventSubtype ?? null,
    status: event.status,
    ipAddress: origin.ipAddress,
    userAgent: origin.userAgent,
    details: event.details ?? null,
    ...(event.at ? { createdAt: event.at } : {}),
  });
}

const hourMs = 60 * 60 * 1000;

/**
 * How many events matching `where` the auth log holds from the last hour of the app's clock
 * (the log's rows carry that clock's time, so hourly limits count them).
 */
export async function authEventsInLastHour(
  { db, clock }: ServiceDeps,
  where: SQL | undefined,
): Promise<number> {
  const since = new Date(clock.now().getTime() - hourMs);
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(authLogs)
    .where(and(where, gt(authLogs.createdAt, since)));
  return row?.count ?? 0;
}

/**
 * Emails sent to the address within the last hour, counted from the auth log: its events of
 * `eventType` whose step (`mailedSteps`) sent an email, the address being in their details.
 */
export function emailsToAddressInLastHour(
  deps: ServiceDeps,
  eventType: AuthEventType,
  mailedSteps: string[],
  email: string,
): Promise<number> {
  return authEventsInLastHour(
    deps,
    and(
      eq(authLogs.eventType, eventType),
      inArray(authLogs.eventSubtype, mailedSteps),
      sql`${authLogs.details} ->> 'email' = ${email}`,
    ),
  );
}
