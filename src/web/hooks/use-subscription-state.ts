import { subscriptionSchema } from "@common/subscription";
import { useQuery } from "@tanstack/react-query";
import { readQuery } from "@web/lib/read-query";

/**
 * Where the signed-in user's subscription stands and what premium costs: read by the
 * Subscription pages and by the Help page's explanation of premium.
 */
export const subscriptionKeys = { all: ["subscription"] as const };

/** GET /api/subscription. */
export const subscriptionQuery = readQuery(
  subscriptionKeys.all,
  "/api/subscription",
  subscriptionSchema,
);

export function useSubscription() {
  return useQuery(subscriptionQuery);
}
