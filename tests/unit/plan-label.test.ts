import { planLabel } from "@common/plan-label";
import { subscriptionStatuses } from "@common/user";
import { describe, expect, it } from "vitest";

describe("plan label", () => {
  it("reads Free plan for a user without premium, whatever the subscription status", () => {
    for (const subscriptionStatus of subscriptionStatuses.filter((s) => s !== "active")) {
      expect(planLabel({ subscriptionStatus, isSubscriptionOverridden: false })).toBe("Free plan");
    }
  });

  it("reads Premium for a paid subscription, granted or not", () => {
    expect(planLabel({ subscriptionStatus: "active", isSubscriptionOverridden: false })).toBe(
      "Premium",
    );
    expect(planLabel({ subscriptionStatus: "active", isSubscriptionOverridden: true })).toBe(
      "Premium",
    );
  });

  it("reads Premium (granted) for premium an administrator gave without a subscription", () => {
    expect(planLabel({ subscriptionStatus: "inactive", isSubscriptionOverridden: true })).toBe(
      "Premium (granted)",
    );
    expect(planLabel({ subscriptionStatus: "canceled", isSubscriptionOverridden: true })).toBe(
      "Premium (granted)",
    );
  });
});
