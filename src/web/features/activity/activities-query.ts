import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { activitiesKey, fetchActivitiesPage } from "./activities-api";

/** One page of the feed; the previous page stays on screen while the next one loads. */
export function activitiesQuery(page: number) {
  return queryOptions({
    queryKey: activitiesKey(page),
    queryFn: ({ signal }) => fetchActivitiesPage(page, signal),
    placeholderData: keepPreviousData,
  });
}
