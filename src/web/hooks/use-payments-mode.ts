import { adminPaymentsSchema } from "@common/subscription";
import { useQuery } from "@tanstack/react-query";
import { readQuery } from "@web/lib/read-query";

/** How this installation takes payments, for the administrators' pages. */
export const paymentsModeKeys = { all: ["admin-payments"] as const };

/**
 * GET /api/admin/payments (administrators). Fixed while the server runs: the mode is read from
 * its configuration at start-up.
 */
export const paymentsModeQuery = {
  ...readQuery(paymentsModeKeys.all, "/api/admin/payments", adminPaymentsSchema),
  staleTime: Number.POSITIVE_INFINITY,
};

export function usePaymentsMode() {
  return useQuery(paymentsModeQuery);
}
