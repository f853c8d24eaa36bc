import { useQueryClient } from "@tanstack/react-query";
import { certificationDataKeys } from "@web/lib/query-keys";

/** Every change refreshes all certification data (list, detail, dashboard, calendar, activity). */
export function useRefreshCertificationData() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      Object.values(certificationDataKeys).map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
}
