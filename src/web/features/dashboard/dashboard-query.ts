import { queryOptions } from "@tanstack/react-query";
import { dashboardKey, fetchDashboard } from "./dashboard-api";

export const dashboardQuery = queryOptions({
  queryKey: dashboardKey,
  queryFn: ({ signal }) => fetchDashboard(signal),
});
