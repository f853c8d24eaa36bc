import { useQuery } from "@tanstack/react-query";
import { archivedNotificationsQuery } from "./archived-notifications-query";

export function useArchivedNotifications() {
  return useQuery(archivedNotificationsQuery);
}
