import { type Activity, activitySchema } from "@common/certifications/activity";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { apiGetPage, type ListPage } from "@web/lib/api-get";
import { certificationDataKeys } from "@web/lib/query-keys";

/** Entries per page of /activities. */
export const activitiesPageSize = 20;

/** The feed is certification data: every certification or credit change refreshes it. */
export const activityKeys = {
  all: certificationDataKeys.activity,
  page: (page: number) => [...activityKeys.all, "page", page] as const,
};

/** One page of the activity feed, newest first, with the number of entries on all pages. */
export function fetchActivitiesPage(
  page: number,
  signal?: AbortSignal,
): Promise<ListPage<Activity>> {
  return apiGetPage("/api/activities", activitySchema, {
    params: { page, pageSize: activitiesPageSize },
    signal,
  });
}

/** One page of the feed; the previous page stays on screen while the next one loads. */
export function activitiesQuery(page: number) {
  return queryOptions({
    queryKey: activityKeys.page(page),
    queryFn: ({ signal }) => fetchActivitiesPage(page, signal),
    placeholderData: keepPreviousData,
  });
}
