import {
  adminPaymentsSchema,
  type PlanPrice,
  paymentsNotSetUpMessage,
  redirectUrlSchema,
  subscriptionSchema,
  testCheckoutConfirmSchema,
  testPortalPath,
  webhookReceivedSchema,
} from "@common/subscription";
import { publicUserSchema } from "@common/user";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { StripeConfig } from "../../config";
import type { FeatureDeps } from "../../feature-deps";
import { featureRoutes } from "../../plugins/feature-routes";
import { HttpError } from "../../shared/http-error";
import { routeOptions } from "../../shared/route-options";
import { cachedPrice, stripeClient } from "./payment-provider";
import { paymentsModeOf } from "./payments-mode";
import { type StripeDeps, stripeCheckout, stripePortal, stripeRefresh } from "./stripe-payments";
import { handleWebhookEvent, verifiedEvent } from "./stripe-webhook";
import { currentUser } from "./subscription-state";
import { subscriptionSummary } from "./subscription-summary";
import { cancelTestSubscription, confirmTestCheckout, startTestCheckout } from "./test-mode";

const notFound = () => new HttpError(404, "Not found");

/** The routes of the real payment provider; undefined without keys (test mode). */
function stripeMode(deps: FeatureDeps, stripe: StripeConfig | undefined) {
  if (!stripe) return undefined;
  const client = stripeClient(stripe);
  return {
    client,
    webhookSecret: stripe.webhookSecret,
    price: cachedPrice(client, stripe.priceId, () => deps.clock.now()),
    deps: (log: StripeDeps["log"]): StripeDeps => ({
      db: deps.db,
      clock: deps.clock,
      stripe: client,
      config: stripe,
      appUrl: deps.config.appUrl,
      log,
    }),
  };
}

/**
 * The subscription: where it stands, Checkout and the Customer Portal, refresh, and the
 * provider's webhook; without keys, the labelled test-mode checkout and portal instead, unless
 * test mode is turned off (then premium comes only from an administrator).
 */
export const subscriptionRoutes = featureRoutes("subscription", async (app, deps: FeatureDeps) => {
  const { db, clock, config } = deps;
  const stripe = stripeMode(deps, config.stripe);
  const mode = paymentsModeOf(config);
  const testPrice: PlanPrice = {
    amount: config.planPrice.amount,
    currency: config.currency,
    interval: config.planPrice.interval,
  };
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    "/api/subscription",
    routeOptions("signed-in", {
      summary: "The user's subscription",
      response: { 200: subscriptionSchema },
    }),
    async (request) => {
      const price = stripe
        ? await stripe.price().catch((error: unknown) => {
            request.log.warn({ err: error }, "could not read the plan's price");
            return null;
          })
        : mode === "test"
          ? testPrice
          : null;
      return subscriptionSummary(request.user, { mode, price });
    },
  );

  routes.post(
    "/api/subscription/checkout",
    routeOptions("signed-in", {
      summary: "Start a checkout for the premium plan",
      description:
        "Answers the address of the payment page to send the user to; 409 when payments are not set up.",
      response: { 200: redirectUrlSchema },
    }),
    async (request) => {
      if (stripe) return { url: await stripeCheckout(stripe.deps(request.log), request.user) };
      if (mode === "off") throw new HttpError(409, paymentsNotSetUpMessage);
      const { checkout, url } = startTestCheckout(clock, request.user);
      request.session.testCheckout = checkout;
      return { url };
    },
  );

  routes.post(
    "/api/subscription/portal",
    routeOptions("signed-in", {
      summary: "Open the billing portal",
      description:
        "Answers the address of the portal where the user manages or cancels the subscription.",
      response: { 200: redirectUrlSchema },
    }),
    async (request) => ({
      url: stripe ? await stripePortal(stripe.deps(request.log), request.user) : testPortalPath,
    }),
  );

  routes.post(
    "/api/subscription/refresh",
    routeOptions("signed-in", {
      summary: "Read the subscription again from the payment provider",
      response: { 200: publicUserSchema },
    }),
    async (request) => {
      if (stripe) await stripeRefresh(stripe.deps(request.log), request.user);
      return currentUser(db, request.user.id);
    },
  );

  routes.post(
    "/api/subscription/test-checkout/confirm",
    routeOptions("signed-in", {
      summary: "Confirm a test-mode checkout",
      description: "Only in test mode (404 with a payment provider, or with payments off).",
      body: testCheckoutConfirmSchema,
      response: { 200: publicUserSchema },
    }),
    async (request) => {
      if (mode !== "test") throw notFound();
      const started = request.session.testCheckout;
      await confirmTestCheckout({ db, clock }, request.user, started, request.body.session);
      request.session.testCheckout = undefined;
      return currentUser(db, request.user.id);
    },
  );

  routes.post(
    "/api/subscription/test-portal/cancel",
    routeOptions("signed-in", {
      summary: "Cancel a test-mode subscription",
      description: "Only without a payment provider configured (404 otherwise).",
      response: { 200: publicUserSchema },
    }),
    async (request) => {
      if (stripe) throw notFound();
      await cancelTestSubscription({ db, clock }, request.user);
      return currentUser(db, request.user.id);
    },
  );

  routes.get(
    "/api/admin/payments",
    routeOptions("admin", {
      summary: "How this installation takes payments",
      description:
        "provider (the payment provider's keys are set), test (anyone can subscribe without paying) or off (premium only from an administrator).",
      response: { 200: adminPaymentsSchema },
    }),
    async () => ({ mode }),
  );

  await app.register(async (webhook: FastifyInstance) => {
    // The signature covers the exact bytes sent, so the body stays raw here.
    webhook.removeAllContentTypeParsers();
    webhook.addContentTypeParser("*", { parseAs: "buffer" }, (_request, body, done) =>
      done(null, body),
    );
    webhook.withTypeProvider<ZodTypeProvider>().post(
      "/api/subscription/webhook",
      // The payment provider's signed event, read as raw bytes to check the signature.
      routeOptions(
        { access: "public", skipCsrf: true },
        {
          summary: "Receive an event from the payment provider",
          description:
            "The provider's signed event; a body whose signature does not match is refused.",
          consumes: ["application/json"],
          response: { 200: webhookReceivedSchema },
        },
      ),
      async (request) => {
        if (!stripe) throw notFound();
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const signature = request.headers["stripe-signature"];
        const event = verifiedEvent(
          stripe.client,
          stripe.webhookSecret,
          body,
          typeof signature === "string" ? signature : undefined,
        );
        await handleWebhookEvent(stripe.deps(request.log), event);
        return { received: true as const };
      },
    );
  });
});
