import { type Subscription, subscriptionSchema } from "@common/subscription";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "@web/lib/api-get";

/**
 * Where the signed-in user's subscription stands and what premium costs: read by the
 * Subscription pages and by the Help page's explanation of premium.
 */
export const subscriptionKeys = { all: ["subscription"] as const };

/** GET /api/subscription. */
export function fetchSubscription(signal?: AbortSignal): Promise<Subscription> {
  return apiGet("/api/subscription", subscriptionSchema, { signal });
}

export const subscriptionQuery = queryOptions({
  queryKey: subscriptionKeys.all,
  queryFn: ({ signal }) => fetchSubscription(signal),
});

export function useSubscription() {
  return useQuery(subscriptionQuery);
}
