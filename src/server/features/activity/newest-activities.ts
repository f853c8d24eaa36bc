import type { Activity } from "@common/certifications/activity";
import { type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { activities } from "../../db/schema";
import { toActivity } from "./list-activities";

/** One entry as newestActivitiesJson writes it (JSON has no timestamps: an ISO string). */
export type ActivityJson = Omit<Activity, "date"> & { createdAt: string };

const entry = alias(activities, "activity_entry");

/**
 * The user's `limit` newest activity entries, newest first, as one JSON array: a scalar
 * subquery for a statement that reads more than the feed (the dashboard), so the feed costs
 * that statement no round trip of its own. It reads one range of activities_user_id_created_idx.
 * Turn the answer into entries with activitiesFromJson.
 */
export function newestActivitiesJson(userId: SQLWrapper, limit: number): SQL<ActivityJson[]> {
  if (!Number.isInteger(limit) || limit < 1) throw new Error(`Not a row count: ${limit}`);
  // The limit is part of the text, not a parameter, so a generic plan knows how few rows it reads.
  return sql<ActivityJson[]>`select coalesce(
      json_agg(newest.entry order by newest.created_at desc, newest.id desc), '[]'::json)
    from (
      select json_build_object(
          'id', ${entry.id}, 'type', ${entry.type}, 'title', ${entry.title},
          'detail', ${entry.detail}, 'createdAt', ${entry.createdAt},
          'certificationId', ${entry.certificationId}) as entry,
        ${entry.createdAt} as created_at, ${entry.id} as id
      from ${activities} as ${entry}
      where ${entry.userId} = ${userId}
      order by ${entry.createdAt} desc, ${entry.id} desc
      limit ${sql.raw(String(limit))}
    ) as newest`;
}

/** The entries of newestActivitiesJson as the API answers them. */
export function activitiesFromJson(entries: ActivityJson[]): Activity[] {
  return entries.map(({ createdAt, ...rest }) =>
    toActivity({ ...rest, createdAt: new Date(createdAt) }),
  );
}
