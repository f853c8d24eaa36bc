import { activitySchema } from "@common/certifications/activity";
import { certificationDataKeys } from "@web/lib/query-keys";
import { listPageQuery } from "@web/lib/read-query";

/** Entries per page of /activities. */
export const activitiesPageSize = 20;

/** The feed is certification data: every certification or credit change refreshes it. */
export const activityKeys = {
  all: certificationDataKeys.activity,
  page: (page: number) => [...activityKeys.all, "page", page] as const,
};

/**
 * One page of the activity feed, newest first, with the number of entries on all pages; the
 * previous page stays on screen while the next one loads.
 */
export const activitiesQuery = (page: number) =>
  listPageQuery(activityKeys.page(page), "/api/activities", activitySchema, {
    page,
    pageSize: activitiesPageSize,
  });
