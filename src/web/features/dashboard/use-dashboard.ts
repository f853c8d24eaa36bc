import { useQuery } from "@tanstack/react-query";
import { dashboardQuery } from "./dashboard-api";

export function useDashboard() {
  return useQuery(dashboardQuery);
}
