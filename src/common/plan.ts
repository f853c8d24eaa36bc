import { z } from "zod";

/** Premium: an active subscription, or an administrator's override. */
export function hasPremium(user: {
  subscriptionStatus: string;
  isSubscriptionOverridden: boolean;
}): boolean {
  return user.subscriptionStatus === "active" || user.isSubscriptionOverridden;
}

/** Certifications a free user may hold unless the admin setting says otherwise. */
export const defaultFreeCertificationLimit = 3;
export const freeCertificationLimitKey = "free_certification_limit";

/** Where a user without premium goes to get it. */
export const upgradeUrl = "/subscribe";

export const premiumRequiredMessage = "This feature needs a premium subscription.";

/**
 * 403 for something only premium allows: a premium route called by a free user, or a
 * certification beyond the free plan's limit. The web shows the message and links to upgradeUrl.
 */
export const upgradeRequiredSchema = z.object({
  message: z.string(),
  upgradeUrl: z.string(),
});
export type UpgradeRequired = z.infer<typeof upgradeRequiredSchema>;
