import type { ActivityType } from "@common/certifications/activity";
import type { Database } from "../../db/open";
import { activities } from "../../db/schema";

/** Adds one entry to the user's activity (dashboard Recent Activity and /activities). */
export async function recordActivity(
  db: Database,
  entry: {
    userId: number;
    certificationId: number | null;
    type: ActivityType;
    title: string;
    detail?: string | null;
    at: Date;
  },
): Promise<void> {
  await db.insert(activities).values({
    userId: entry.userId,
    certificationId: entry.certificationId,
    type: entry.type,
    title: entry.title,
    detail: entry.detail ?? null,
    createdAt: entry.at,
  });
}
