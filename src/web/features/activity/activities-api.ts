import { type Activity, activitySchema } from "@common/certifications/activity";
import { type ListPage, readPage } from "@web/lib/api-read";
import { z } from "zod";

/** Entries per page of /activities. */
export const activitiesPageSize = 20;

export function activitiesKey(page: number) {
  return ["/api/activities", "page", page, "pageSize", activitiesPageSize] as const;
}

/** One page of the activity feed, newest first, with the number of entries on all pages. */
export async function fetchActivitiesPage(
  page: number,
  signal?: AbortSignal,
): Promise<ListPage<Activity>> {
  const [path, ...params] = activitiesKey(page);
  return readPage(path, params, z.array(activitySchema), signal);
}
