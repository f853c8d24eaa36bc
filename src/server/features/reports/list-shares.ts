import { browserName } from "@common/accounts/browser-name";
import type { Share, ShareAccess, ShareListQuery } from "@common/reports";
import { and, desc, eq, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/open";
import { certifications, reportShareAccesses, reportShares } from "../../db/schema";
import { HttpError } from "../../shared/http-error";
import { readPage, totalRows } from "../../shared/pagination";
import { shareStatus } from "./share-status";

/** Another user's link, or one that does not exist, answers this same 404. */
export const shareNotFound = () => new HttpError(404, "Share link not found");

const accessCount =
  sql<number>`(select count(*) from ${reportShareAccesses} where ${reportShareAccesses.shareId} = ${reportShares.id})`.mapWith(
    Number,
  );
const lastAccessedAt =
  sql<Date | null>`(select max(${reportShareAccesses.accessedAt}) from ${reportShareAccesses} where ${reportShareAccesses.shareId} = ${reportShares.id})`.mapWith(
    reportShareAccesses.accessedAt,
  );

const shareColumns = {
  share: reportShares,
  certificationName: certifications.name,
  accessCount,
  lastAccessedAt,
};

type ShareRow = {
  share: typeof reportShares.$inferSelect;
  certificationName: string;
  accessCount: number;
  lastAccessedAt: Date | null;
};

function toShare(row: ShareRow, now: Date): Share {
  return {
    id: row.share.id,
    certificationId: row.share.certificationId,
    certificationName: row.certificationName,
    cycle: row.share.cycle,
    status: shareStatus(row.share, now),
    createdAt: row.share.createdAt.toISOString(),
    expiresAt: row.share.expiresAt.toISOString(),
    revokedAt: row.share.revokedAt?.toISOString() ?? null,
    accessCount: row.accessCount,
    lastAccessedAt: row.lastAccessedAt ? new Date(row.lastAccessedAt).toISOString() : null,
  };
}

/** One of the user's share links with its openings; another user's id answers 404. */
export async function readShare(
  db: Database,
  userId: number,
  shareId: number,
  now: Date,
): Promise<Share> {
  const [row] = await db
    .select(shareColumns)
    .from(reportShares)
    .innerJoin(certifications, eq(certifications.id, reportShares.certificationId))
    .where(and(eq(reportShares.id, shareId), eq(reportShares.userId, userId)));
  if (!row) throw shareNotFound();
  return toShare(row, now);
}

/** A page of the user's share links, newest first, of one certification when asked. */
export async function listShares(
  db: Database,
  userId: number,
  query: ShareListQuery,
  now: Date,
): Promise<{ rows: Share[]; total: number }> {
  const conditions: SQL[] = [eq(reportShares.userId, userId)];
  if (query.certificationId !== undefined) {
    conditions.push(eq(reportShares.certificationId, query.certificationId));
  }
  const where = and(...conditions);
  const select = db
    .select({ ...shareColumns, total: totalRows() })
    .from(reportShares)
    .innerJoin(certifications, eq(certifications.id, reportShares.certificationId))
    .where(where)
    .orderBy(desc(reportShares.createdAt), desc(reportShares.id));
  const { rows, total } = await readPage(
    db,
    select.$dynamic(),
    { table: reportShares, where },
    query,
  );
  return { rows: rows.map((row) => toShare(row, now)), total };
}

/** A page of who opened one of the user's links, newest first; another user's link is 404. */
export async function listShareAccesses(
  db: Database,
  userId: number,
  shareId: number,
  page: { page: number; pageSize: number },
): Promise<{ rows: ShareAccess[]; total: number }> {
  const [owned] = await db
    .select({ id: reportShares.id })
    .from(reportShares)
    .where(and(eq(reportShares.id, shareId), eq(reportShares.userId, userId)));
  if (!owned) throw shareNotFound();
  const where = eq(reportShareAccesses.shareId, shareId);
  const select = db
    .select({ access: reportShareAccesses, total: totalRows() })
    .from(reportShareAccesses)
    .where(where)
    .orderBy(desc(reportShareAccesses.accessedAt), desc(reportShareAccesses.id));
  const { rows, total } = await readPage(
    db,
    select.$dynamic(),
    { table: reportShareAccesses, where },
    page,
  );
  return {
    rows: rows.map(({ access }) => ({
      id: access.id,
      accessedAt: access.accessedAt.toISOString(),
      action: access.action,
      ipAddress: access.ipAddress,
      browser: browserName(access.userAgent),
    })),
    total,
  };
}
