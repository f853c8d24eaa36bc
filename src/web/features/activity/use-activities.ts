import { useQuery } from "@tanstack/react-query";
import { activitiesQuery } from "./activity-api";

export function useActivities(page: number) {
  return useQuery(activitiesQuery(page));
}
