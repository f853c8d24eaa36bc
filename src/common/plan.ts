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
