import { type AdminPayments, adminPaymentsSchema } from "@common/subscription";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "@web/lib/api-get";

/** How this installation takes payments, for the administrators' pages. */
export const paymentsModeKeys = { all: ["admin-payments"] as const };

/** GET /api/admin/payments (administrators). */
export function fetchPaymentsMode(signal?: AbortSignal): Promise<AdminPayments> {
  return apiGet("/api/admin/payments", adminPaymentsSchema, { signal });
}

/** Fixed while the server runs: the mode is read from its configuration at start-up. */
export const paymentsModeQuery = queryOptions({
  queryKey: paymentsModeKeys.all,
  queryFn: ({ signal }) => fetchPaymentsMode(signal),
  staleTime: Number.POSITIVE_INFINITY,
});

export function usePaymentsMode() {
  return useQuery(paymentsModeQuery);
}
