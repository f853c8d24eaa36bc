import type { FastifyRequest } from "fastify";
import type { Database } from "../db/open";
import { type AuthEventType, authLogs } from "../db/schema";

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
