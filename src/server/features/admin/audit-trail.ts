import type { AdminAuditAction, AdminAuditEntry } from "@common/admin-audit";
import { desc, eq } from "drizzle-orm";
import type { Database } from "../../db/open";
import { adminAuditLog } from "../../db/schema";

/** Who did it: the administrator's account and the address the request came from. */
export type AdminActor = { id: number; username: string; ipAddress: string | null };
type AdminActorUser = { id: number; username: string };

/** The administrator making a request (its signed-in user and address), as the trail records them. */
export function adminActor({ user, ip }: { user: AdminActorUser; ip: string }): AdminActor {
  return { id: user.id, username: user.username, ipAddress: ip };
}

/**
 * Writes one line of the admin audit trail. Give it the transaction of the change it
 * records, so the change and its line are kept or lost together.
 */
export async function recordAdminAction(
  db: Pick<Database, "insert">,
  actor: AdminActor,
  action: AdminAuditAction,
  {
    target,
    details,
  }: { target?: { id: number; username: string }; details?: Record<string, unknown> } = {},
): Promise<void> {
  await db.insert(adminAuditLog).values({
    actorUserId: actor.id,
    actorUsername: actor.username,
    action,
    targetUserId: target?.id ?? null,
    targetUsername: target?.username ?? null,
    details: details ?? null,
    ipAddress: actor.ipAddress,
  });
}

/** Writes one line of the trail for each of `details` (an import's rows), in one statement. */
export async function recordAdminActions(
  db: Pick<Database, "insert">,
  actor: AdminActor,
  action: AdminAuditAction,
  details: Record<string, unknown>[],
): Promise<void> {
  if (details.length === 0) return;
  await db.insert(adminAuditLog).values(
    details.map((each) => ({
      actorUserId: actor.id,
      actorUsername: actor.username,
      action,
      details: each,
      ipAddress: actor.ipAddress,
    })),
  );
}

type AuditRow = typeof adminAuditLog.$inferSelect;

export function toAuditEntry(row: AuditRow): AdminAuditEntry {
  return {
    id: row.id,
    actorUsername: row.actorUsername,
    action: row.action,
    targetUserId: row.targetUserId,
    targetUsername: row.targetUsername,
    details: row.details,
    ipAddress: row.ipAddress,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The latest lines about one user, newest first. */
export async function auditTrailOfUser(
  db: Database,
  userId: number,
  limit = 20,
): Promise<AdminAuditEntry[]> {
  const rows = await db
    .select()
    .from(adminAuditLog)
    .where(eq(adminAuditLog.targetUserId, userId))
    .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
    .limit(limit);
  return rows.map(toAuditEntry);
}
