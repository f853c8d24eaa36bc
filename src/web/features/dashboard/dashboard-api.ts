import { type Dashboard, dashboardSchema } from "@common/certifications/dashboard";
import { queryOptions } from "@tanstack/react-query";
import { apiGet } from "@web/lib/api-get";
import { certificationDataKeys } from "@web/lib/query-keys";

/** The dashboard is certification data: every certification or credit change refreshes it. */
export const dashboardKeys = { all: certificationDataKeys.dashboard };

/** GET /api/dashboard: stat counts, Upcoming Deadlines and Recent Activity in one answer. */
export function fetchDashboard(signal?: AbortSignal): Promise<Dashboard> {
  return apiGet("/api/dashboard", dashboardSchema, { signal });
}

export const dashboardQuery = queryOptions({
  queryKey: dashboardKeys.all,
  queryFn: ({ signal }) => fetchDashboard(signal),
});
