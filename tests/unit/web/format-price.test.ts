import { formatPrice } from "@web/features/subscription/format-price";
import { describe, expect, it } from "vitest";

describe("the plan's price on the Subscription page", () => {
  it("reads the provider's minor units in the currency's own decimals, with the interval", () => {
    expect(formatPrice({ amount: 999, currency: "usd", interval: "month" }, "en-US")).toBe(
      "$9.99 / month",
    );
    expect(formatPrice({ amount: 1200, currency: "jpy", interval: "year" }, "en-US")).toBe(
      "¥1,200 / year",
    );
    expect(formatPrice({ amount: 4900, currency: "eur", interval: null }, "en-US")).toBe("€49.00");
  });
});
