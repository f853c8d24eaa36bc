import { useQueryClient } from "@tanstack/react-query";
import { invalidateCertificationData } from "@web/lib/certification-data";

/** Every change refreshes all certification data (list, detail, dashboard, calendar, activity). */
export function useRefreshCertificationData() {
  const queryClient = useQueryClient();
  return () => invalidateCertificationData(queryClient);
}
