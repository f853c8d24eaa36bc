import { subscriptionStatusLabel } from "@common/subscription-status";
import { describe, expect, it } from "vitest";

describe("subscription status label", () => {
  it.each([
    ["active", "Active"],
    ["incomplete", "Incomplete"],
    ["incomplete_expired", "Incomplete"],
    ["trialing", "Trial"],
    ["past_due", "Past Due"],
    ["canceled", "Canceled"],
    ["inactive", "None"],
  ])("shows %s as %s", (status, label) => {
    expect(subscriptionStatusLabel(status)).toBe(label);
  });

  it("shows any other status as None", () => {
    expect(subscriptionStatusLabel("unpaid")).toBe("None");
    expect(subscriptionStatusLabel("")).toBe("None");
    expect(subscriptionStatusLabel("Active")).toBe("None");
  });

  it("does not read names inherited from Object as statuses", () => {
    expect(subscriptionStatusLabel("toString")).toBe("None");
    expect(subscriptionStatusLabel("__proto__")).toBe("None");
  });
});
