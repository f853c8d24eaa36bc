import { and, eq, gt, inArray, sql } from "drizzle-orm";
import { authLogs, type UserRow } from "../../db/schema";
import type { ServiceDeps } from "../../feature-deps";
import { type RequestOrigin, recordAuthEvent } from "../../security/auth-log";

export type ContactChange = "email-change" | "phone-change";

/** The steps of an email or phone change written to the auth log (as its event subtype). */
export type ContactChangeStep =
  | "code-sent"
  | "rate-limited"
  | "code-rejected"
  | "email-taken"
  | "changed";

const successes: ContactChangeStep[] = ["code-sent", "changed"];

/** Writes one step of a change to the auth log; never the code. */
export async function logContactChange(
  { db, clock }: ServiceDeps,
  origin: RequestOrigin,
  user: Pick<UserRow, "id" | "username">,
  change: ContactChange,
  step: ContactChangeStep,
  details?: Record<string, unknown>,
): Promise<void> {
  await recordAuthEvent(db, origin, {
    userId: user.id,
    username: user.username,
    eventType: change,
    eventSubtype: step,
    status: successes.includes(step) ? "success" : "failure",
    details,
    at: clock.now(),
  });
}

/** The requests that count toward the hourly limit: a code sent, or an address found taken. */
const limitedSteps: ContactChangeStep[] = ["code-sent", "email-taken"];

/**
 * The user's requests for this kind of change within the last hour, counted from the auth log
 * so the limit holds across instances and outlives the codes themselves.
 */
export async function requestsInLastHour(
  { db, clock }: ServiceDeps,
  userId: number,
  change: ContactChange,
): Promise<number> {
  const since = new Date(clock.now().getTime() - 60 * 60 * 1000);
  const [row] = await db
    .select({ sent: sql<number>`count(*)::int` })
    .from(authLogs)
    .where(
      and(
        eq(authLogs.eventType, change),
        inArray(authLogs.eventSubtype, limitedSteps),
        eq(authLogs.userId, userId),
        gt(authLogs.createdAt, since),
      ),
    );
  return row?.sent ?? 0;
}
