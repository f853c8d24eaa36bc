import { type Activity, activitySchema } from "@common/certifications/activity";
import { queryKeyToUrl } from "@web/lib/api-client";
import { throwIfNotOk } from "@web/lib/api-error";
import { z } from "zod";

/** Entries per page of /activities. */
export const activitiesPageSize = 20;

export function activitiesKey(page: number) {
  return ["/api/activities", "page", page, "pageSize", activitiesPageSize] as const;
}

export type ActivitiesPage = { activities: Activity[]; totalCount: number };

/**
 * One page of the activity feed, newest first, with the number of entries on all pages
 * (the `x-total-count` header). Without the header, the pages read so far are all there is.
 */
export async function fetchActivitiesPage(
  page: number,
  signal?: AbortSignal,
): Promise<ActivitiesPage> {
  const response = await fetch(queryKeyToUrl(activitiesKey(page)), {
    credentials: "include",
    signal,
  });
  await throwIfNotOk(response);
  const activities = z.array(activitySchema).parse(await response.json());
  const header = Number.parseInt(response.headers.get("x-total-count") ?? "", 10);
  const totalCount = Number.isNaN(header)
    ? (page - 1) * activitiesPageSize + activities.length
    : header;
  return { activities, totalCount };
}
