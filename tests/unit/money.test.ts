import { formatMoney, formatPrice, isKnownCurrency } from "@common/money";
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

describe("money where no provider states its currency (CURRENCY)", () => {
  it("shows a renewal fee with its currency, in the currency's own decimals", () => {
    expect(formatMoney(190, "USD", "en-US")).toBe("$190.00");
    expect(formatMoney(75.25, "EUR", "en-US")).toBe("€75.25");
    expect(formatMoney(1500, "JPY", "en-US")).toBe("¥1,500");
  });

  it("knows the ISO 4217 codes, written in capitals", () => {
    expect(isKnownCurrency("USD")).toBe(true);
    expect(isKnownCurrency("usd")).toBe(false);
    expect(isKnownCurrency("XYZ")).toBe(false);
  });
});
