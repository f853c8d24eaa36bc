import { useQuery } from "@tanstack/react-query";
import { activitiesQuery } from "./activities-query";

export function useActivities(page: number) {
  return useQuery(activitiesQuery(page));
}
