import { queryOptions } from "@tanstack/react-query";
import { archivedNotificationsKey, fetchArchivedNotifications } from "./notifications-api";

/** The archive stays fresh for 60 seconds (spec section 9). */
export const archivedNotificationsQuery = queryOptions({
  queryKey: archivedNotificationsKey,
  queryFn: ({ signal }) => fetchArchivedNotifications(signal),
  staleTime: 60_000,
});
