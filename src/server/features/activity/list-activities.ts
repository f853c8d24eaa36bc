import type { Activity } from "@common/certifications/activity";
import { desc, eq } from "drizzle-orm";
import type { Database } from "../../db/open";
import { activities } from "../../db/schema";
import { countRows, pageTotal, pageWindow, totalRows } from "../../shared/pagination";

type ActivityRow = typeof activities.$inferSelect;

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
  const { limit, offset } = pageWindow(page);
  const rows = await db
    .select({ activity: activities, total: totalRows() })
    .from(activities)
    .where(eq(activities.userId, userId))
    .orderBy(desc(activities.createdAt), desc(activities.id))
    .limit(limit)
    .offset(offset);
  const total = await pageTotal(rows, offset, async () => {
    const [counted] = await db
      .select({ total: countRows() })
      .from(activities)
      .where(eq(activities.userId, userId));
    return counted?.total ?? 0;
  });
  return { rows: rows.map((row) => toActivity(row.activity)), total };
}
