import { type Dashboard, dashboardSchema } from "@common/certifications/dashboard";
import { queryKeyToUrl } from "@web/lib/api-client";
import { throwIfNotOk } from "@web/lib/api-error";

export const dashboardKey = ["/api/dashboard"] as const;

/** GET /api/dashboard: stat counts, Upcoming Deadlines and Recent Activity in one answer. */
export async function fetchDashboard(signal?: AbortSignal): Promise<Dashboard> {
  const response = await fetch(queryKeyToUrl(dashboardKey), { credentials: "include", signal });
  await throwIfNotOk(response);
  return dashboardSchema.parse(await response.json());
}
