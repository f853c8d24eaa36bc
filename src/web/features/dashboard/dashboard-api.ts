import { dashboardSchema } from "@common/certifications/dashboard";
import { certificationDataKeys } from "@web/lib/query-keys";
import { readQuery } from "@web/lib/read-query";

/** The dashboard is certification data: every certification or credit change refreshes it. */
export const dashboardKeys = { all: certificationDataKeys.dashboard };

/** GET /api/dashboard: stat counts, Upcoming Deadlines and Recent Activity in one answer. */
export const dashboardQuery = readQuery(dashboardKeys.all, "/api/dashboard", dashboardSchema);
