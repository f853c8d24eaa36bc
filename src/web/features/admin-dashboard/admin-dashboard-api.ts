import {
  adminDashboardSchema,
  type RetryFailedAnswer,
  retryFailedAnswerSchema,
} from "@common/admin-dashboard";
import { queryOptions } from "@tanstack/react-query";
import { apiSend } from "@web/lib/api-client";
import { apiGet } from "@web/lib/api-get";

export const adminDashboardKeys = {
  all: ["admin-dashboard"] as const,
  figures: () => [...adminDashboardKeys.all, "figures"] as const,
};

export const fetchAdminDashboard = (signal?: AbortSignal) =>
  apiGet("/api/admin/dashboard", adminDashboardSchema, { signal });

/**
 * The installation's figures. They move with every user's work, so they are read again each
 * time the page opens (the last ones show meanwhile), not kept for the usual 5 minutes.
 */
export const adminDashboardQuery = () =>
  queryOptions({
    queryKey: adminDashboardKeys.figures(),
    queryFn: ({ signal }) => fetchAdminDashboard(signal),
    staleTime: 0,
  });

/** POST /api/admin/outbox/retry-failed: every failing message is tried again now. */
export const retryFailedMessages = (): Promise<RetryFailedAnswer> =>
  apiSend("POST", "/api/admin/outbox/retry-failed", retryFailedAnswerSchema);
