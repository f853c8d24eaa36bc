import { plural } from "@common/plural";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { failureToast } from "@web/lib/failure-toast";
import { toast } from "@web/lib/toast-store";
import {
  adminDashboardKeys,
  adminDashboardQuery,
  retryFailedMessages,
} from "./admin-dashboard-api";

export function useAdminDashboard() {
  return useQuery(adminDashboardQuery());
}

/** "Retry failed": the toast says how many were queued, and the figures are read again. */
export function useRetryFailedMessages() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryFailedMessages,
    retry: false,
    onSuccess: ({ retried }) => {
      toast({ title: `${retried} ${plural(retried, "message", "messages")} queued for retry` });
      return queryClient.invalidateQueries({ queryKey: adminDashboardKeys.all });
    },
    onError: failureToast("Failed to retry messages"),
  });
}
