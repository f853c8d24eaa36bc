import { useQuery } from "@tanstack/react-query";
import { dashboardQuery } from "./dashboard-query";

export function useDashboard() {
  return useQuery(dashboardQuery);
}
