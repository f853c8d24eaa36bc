import { useQuery } from "@tanstack/react-query";
import { archivedNotificationsQuery } from "./notifications-api";

export function useArchivedNotifications() {
  return useQuery(archivedNotificationsQuery);
}
