import { type PaymentsMode, paymentsTestModeWarning } from "@common/subscription";
import type { Config } from "../../config";

/** How this installation takes payments: the provider with keys, else test mode unless turned off. */
export function paymentsModeOf(config: Pick<Config, "stripe" | "paymentsTestMode">): PaymentsMode {
  if (config.stripe) return "provider";
  return config.paymentsTestMode ? "test" : "off";
}

/** The start-up line about payments: which mode runs, never the keys themselves. */
export type PaymentsStartupLine = { level: "info" | "warn"; payments: string; message: string };

/**
 * Test mode is right for `npm start` and a demo; in production it most likely means the keys
 * were forgotten, so there it is a warning that says how to end it.
 */
export function paymentsStartupLine(
  config: Pick<Config, "stripe" | "paymentsTestMode">,
  nodeEnv: string | undefined,
): PaymentsStartupLine {
  const mode = paymentsModeOf(config);
  if (mode === "provider") return { level: "info", payments: "stripe", message: "payments" };
  if (mode === "off") {
    return {
      level: "info",
      payments: "off: premium only from an administrator (PAYMENTS_TEST_MODE=false)",
      message: "payments",
    };
  }
  const payments = "test mode, no card is charged (STRIPE_* not set)";
  if (nodeEnv !== "production") return { level: "info", payments, message: "payments" };
  return {
    level: "warn",
    payments,
    message: `${paymentsTestModeWarning}. Set STRIPE_SECRET_KEY, STRIPE_PRICE_ID and STRIPE_WEBHOOK_SECRET to take payments, or PAYMENTS_TEST_MODE=false to turn the test-mode checkout off.`,
  };
}
