import { paymentsTestModeWarning } from "@common/subscription";
import { describe, expect, it } from "vitest";
import {
  paymentsModeOf,
  paymentsStartupLine,
} from "../../src/server/features/subscription/payments-mode";

const keys = { secretKey: "sk_test_1", webhookSecret: "whsec_1", priceId: "price_1" };

describe("how payments run, and what start-up says of it", () => {
  it("takes payments with keys, runs test mode without them, or leaves premium to administrators", () => {
    expect(paymentsModeOf({ stripe: keys, paymentsTestMode: true })).toBe("provider");
    expect(paymentsModeOf({ stripe: keys, paymentsTestMode: false })).toBe("provider");
    expect(paymentsModeOf({ stripe: undefined, paymentsTestMode: true })).toBe("test");
    expect(paymentsModeOf({ stripe: undefined, paymentsTestMode: false })).toBe("off");
  });

  it("warns in production that anyone can subscribe without paying, and how to end it", () => {
    const line = paymentsStartupLine({ stripe: undefined, paymentsTestMode: true }, "production");
    expect(line.level).toBe("warn");
    expect(line.message).toContain(paymentsTestModeWarning);
    expect(line.message).toContain("STRIPE_SECRET_KEY");
    expect(line.message).toContain("PAYMENTS_TEST_MODE=false");
  });

  it("only informs outside production, with keys, or with payments off", () => {
    for (const [config, nodeEnv] of [
      [{ stripe: undefined, paymentsTestMode: true }, undefined],
      [{ stripe: undefined, paymentsTestMode: true }, "development"],
      [{ stripe: keys, paymentsTestMode: true }, "production"],
      [{ stripe: undefined, paymentsTestMode: false }, "production"],
    ] as const) {
      expect(paymentsStartupLine(config, nodeEnv).level).toBe("info");
    }
  });
});
