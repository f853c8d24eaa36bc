import type { Activity } from "@common/certifications/activity";
import { desc, eq } from "drizzle-orm";
import type { Database } from "../../db/open";
import { activities } from "../../db/schema";
import { readPage, totalRows } from "../../shared/pagination";

type ActivityRow = Pick<
  typeof activities.$inferSelect,
  "id" | "type" | "title" | "detail" | "createdAt" | "certificationId"
>;

export function toActivity(row: ActivityRow): Activity {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    detail: row.detail,
    date: row.createdAt.toISOString(),
    certificationId: row.certificationId,
  };
}

/** One page of the user's activity, newest first, with how many entries there are in all. */
export async function listActivities(
  db: Database,
  userId: number,
  page: { page: number; pageSize: number },
): Promise<{ rows: Activity[]; total: number }> {
  const where = eq(activities.userId, userId);
  const query = db
    .select({ activity: activities, total: totalRows() })
    .from(activities)
    .where(where)
    .orderBy(desc(activities.createdAt), desc(activities.id));
  const { rows, total } = await readPage(db, query.$dynamic(), { table: activities, where }, page);
  return { rows: rows.map((row) => toActivity(row.activity)), total };
}
