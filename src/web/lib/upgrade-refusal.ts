import { type UpgradeRequired, upgradeRequiredSchema } from "@common/plan";
import { errorBody } from "./api-error";

/**
 * A refusal only premium lifts (a premium feature, a certification beyond the free plan):
 * the server's message and where to upgrade; null for any other failure.
 */
export function upgradeRefusal(error: unknown): UpgradeRequired | null {
  const refusal = upgradeRequiredSchema.safeParse(errorBody(error));
  return refusal.success ? refusal.data : null;
}
