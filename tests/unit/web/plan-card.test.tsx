import { formatPrice } from "@common/money";
import { paymentsNotSetUpMessage, type Subscription } from "@common/subscription";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { PlanCard, testModeLabel } from "@web/features/subscription/plan-card";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

const free: Subscription = {
  status: "inactive",
  label: "None",
  premium: false,
  overridden: false,
  currentPeriodEnd: null,
  cancelAtPeriodEnd: false,
  paymentsConfigured: false,
  paymentsMode: "test",
  price: { amount: 999, currency: "USD", interval: "month" },
};

/** The plan card's text as the Subscription page shows it for `subscription`. */
function planText(subscription: Subscription): string {
  const html = renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <PlanCard subscription={subscription} />
    </QueryClientProvider>,
  );
  return html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
}

describe("the premium plan's card", () => {
  it("in test mode, shows the price beside the test-mode label", () => {
    const text = planText(free);
    // "$9.99 / month" in an American English browser.
    expect(text).toContain(formatPrice({ amount: 999, currency: "USD", interval: "month" }));
    expect(text).toContain(testModeLabel);
  });

  it("with payments off, says they are not set up, with no price and no test-mode label", () => {
    const text = planText({ ...free, paymentsMode: "off", price: null });
    expect(text).toContain(paymentsNotSetUpMessage);
    expect(text).not.toContain(formatPrice({ amount: 999, currency: "USD", interval: "month" }));
    expect(text).not.toContain(testModeLabel);
  });

  it("with the payment provider, shows its price alone", () => {
    const text = planText({
      ...free,
      paymentsConfigured: true,
      paymentsMode: "provider",
      price: { amount: 1900, currency: "EUR", interval: "year" },
    });
    expect(text).toContain(formatPrice({ amount: 1900, currency: "EUR", interval: "year" }));
    expect(text).not.toContain(testModeLabel);
  });
});
