import { messageSchema } from "@common/accounts/profile";
import {
  registerSchema,
  resendVerificationSchema,
  verifiedSchema,
  verifyEmailSchema,
  verifyOtpSchema,
} from "@common/accounts/registration";
import { publicUserSchema } from "@common/user";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { FeatureDeps } from "../../feature-deps";
import { featureRoutes } from "../../plugins/feature-routes";
import { startUserSession } from "../../plugins/sessions";
import { requestOrigin } from "../../security/auth-log";
import { routeOptions } from "../../shared/route-options";
import { verifySignUpCode } from "./pending-sign-up";
import { registerUser } from "./register-user";
import { sendSignUpCode } from "./sign-up-code";
import { refuseWhileSignUpsClosed } from "./sign-ups-open";
import { rememberVerifiedEmail, verifiedEmailOf } from "./verified-email-session";

/** Sign-up: email, code, then the account (spec section 2 /auth, Register tab). */
export const registrationRoutes = featureRoutes("registration", async (app, deps: FeatureDeps) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  // Each route below is a step of sign-up; none is open while sign-ups are closed.
  app.addHook("onRequest", () => refuseWhileSignUpsClosed(deps.db));

  routes.post(
    "/api/verify-email",
    routeOptions("public", {
      summary: "Send a sign-up code by email",
      description: "The first step of sign-up; refused while sign-ups are closed.",
      body: verifyEmailSchema,
      response: { 200: messageSchema },
    }),
    async (request) => {
      await sendSignUpCode(deps, requestOrigin(request), request.body.email, { resend: false });
      return { message: "Verification code sent" };
    },
  );

  routes.post(
    "/api/resend-verification",
    routeOptions("public", {
      summary: "Send a new sign-up code by email",
      body: resendVerificationSchema,
      response: { 200: messageSchema },
    }),
    async (request) => {
      await sendSignUpCode(deps, requestOrigin(request), request.body.email, { resend: true });
      return { message: "A new verification code has been sent to your email." };
    },
  );

  routes.post(
    "/api/verify-otp",
    routeOptions("public", {
      summary: "Check a sign-up code",
      description: "The session remembers the verified address for the account that follows.",
      body: verifyOtpSchema,
      response: { 200: verifiedSchema },
    }),
    async (request) => {
      const { email, code } = request.body;
      await verifySignUpCode(deps, requestOrigin(request), email, code);
      rememberVerifiedEmail(request, email);
      return { verified: true, message: "Email verified" };
    },
  );

  routes.post(
    "/api/register",
    routeOptions("public", {
      summary: "Create an account",
      description:
        "Needs an email address verified in this session; answers the new user, signed in.",
      body: registerSchema,
      response: { 201: publicUserSchema },
    }),
    async (request, reply) => {
      const user = await registerUser(deps, requestOrigin(request), request.body, {
        verifiedEmail: verifiedEmailOf(request),
      });
      await startUserSession(request, user.id);
      return reply.status(201).send(user);
    },
  );
});
