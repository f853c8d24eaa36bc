import {
  adminDashboardSchema,
  type RetryFailedAnswer,
  retryFailedAnswerSchema,
} from "@common/admin-dashboard";
import { apiSend } from "@web/lib/api-client";
import { readQuery } from "@web/lib/read-query";

export const adminDashboardKeys = {
  all: ["admin-dashboard"] as const,
  figures: () => [...adminDashboardKeys.all, "figures"] as const,
};

/**
 * The installation's figures. They move with every user's work, so they are read again each
 * time the page opens (the last ones show meanwhile), not kept for the usual 5 minutes.
 */
export const adminDashboardQuery = () => ({
  ...readQuery(adminDashboardKeys.figures(), "/api/admin/dashboard", adminDashboardSchema),
  staleTime: 0,
});

/** POST /api/admin/outbox/retry-failed: every failing message is tried again now. */
export const retryFailedMessages = (): Promise<RetryFailedAnswer> =>
  apiSend("POST", "/api/admin/outbox/retry-failed", retryFailedAnswerSchema);
