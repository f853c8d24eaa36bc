import { paymentsNotSetUpMessage } from "@common/subscription";
import { describe, expect, it } from "vitest";
import { signedInAdmin } from "../support/admin";
import { Agent } from "../support/agent";
import { signedIn } from "../support/factories";
import { setUpTestApp } from "../support/test-app";

// No payment keys and PAYMENTS_TEST_MODE=false: nobody can make themselves premium. The
// installation shows its money in euros (CURRENCY=EUR).
const t = setUpTestApp({
  now: "2026-03-01T12:00:00.000Z",
  config: { paymentsTestMode: false, currency: "EUR" },
});

describe("payments turned off (no keys, test mode off)", () => {
  it("says payments are not set up and shows no price", async () => {
    const { agent } = await signedIn(t);
    expect((await agent.get("/api/subscription")).json()).toMatchObject({
      status: "inactive",
      premium: false,
      paymentsConfigured: false,
      paymentsMode: "off",
      price: null,
    });
  });

  it("refuses a checkout, and the test-mode confirm does not exist", async () => {
    const { agent } = await signedIn(t);
    const checkout = await agent.post("/api/subscription/checkout");
    expect(checkout.statusCode).toBe(409);
    expect(checkout.json()).toEqual({ message: paymentsNotSetUpMessage });
    const confirm = await agent.post("/api/subscription/test-checkout/confirm", {
      session: "any-key",
    });
    expect(confirm.statusCode).toBe(404);
    expect((await agent.get("/api/user")).json()).toMatchObject({ subscriptionStatus: "inactive" });
    expect((await agent.get("/api/reports/overview")).statusCode).toBe(403);
  });

  it("leaves premium to an administrator, who is told payments are off", async () => {
    const { agent: admin } = await signedInAdmin(t);
    expect((await admin.get("/api/admin/payments")).json()).toEqual({ mode: "off" });
    const { agent, user } = await signedIn(t);
    const granted = await admin.post(`/api/admin/users/${user.id}/premium-override`, { on: true });
    expect(granted.statusCode).toBe(200);
    expect((await agent.get("/api/subscription")).json()).toMatchObject({
      premium: true,
      overridden: true,
      paymentsMode: "off",
    });
    expect((await agent.get("/api/reports/overview")).statusCode).toBe(200);
  });
});

describe("an installation whose money is euros", () => {
  it("tells the web app the currency to show renewal fees in", async () => {
    const response = await new Agent(t.app).get("/api/app-settings");
    expect(response.json()).toMatchObject({ currency: "EUR" });
  });
});
