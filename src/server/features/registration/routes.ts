import { messageSchema } from "@common/accounts/profile";
import {
  registerSchema,
  resendVerificationSchema,
  verifiedSchema,
  verifyEmailSchema,
  verifyOtpSchema,
} from "@common/accounts/registration";
import { publicUserSchema } from "@common/user";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { FeatureDeps } from "../../feature-deps";
import { startUserSession } from "../../plugins/auth-guards";
import { recordAuthEvent, requestOrigin } from "../../security/auth-log";
import { sendSignUpCode, verifySignUpCode } from "./pending-sign-up";
import { registerUser } from "./register-user";

/** Sign-up: email, code, then the account (spec section 2 /auth, Register tab). */
export async function registrationRoutes(app: FastifyInstance, deps: FeatureDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    "/api/verify-email",
    { schema: { body: verifyEmailSchema, response: { 200: messageSchema } } },
    async (request) => {
      await sendSignUpCode(deps, request.body.email);
      return { message: "Verification code sent" };
    },
  );

  routes.post(
    "/api/resend-verification",
    { schema: { body: resendVerificationSchema, response: { 200: messageSchema } } },
    async (request) => {
      await sendSignUpCode(deps, request.body.email);
      return { message: "A new verification code has been sent to your email." };
    },
  );

  routes.post(
    "/api/verify-otp",
    { schema: { body: verifyOtpSchema, response: { 200: verifiedSchema } } },
    async (request) => {
      await verifySignUpCode(deps, request.body.email, request.body.code);
      return { verified: true, message: "Email verified" };
    },
  );

  routes.post(
    "/api/register",
    { schema: { body: registerSchema, response: { 201: publicUserSchema } } },
    async (request, reply) => {
      const origin = requestOrigin(request);
      try {
        const user = await registerUser(deps, request.body);
        await startUserSession(request, user.id);
        await recordAuthEvent(deps.db, origin, {
          userId: user.id,
          username: user.username,
          eventType: "registration",
          status: "success",
        });
        return reply.status(201).send(user);
      } catch (error) {
        await recordAuthEvent(deps.db, origin, {
          username: request.body.username,
          eventType: "registration",
          status: "failure",
          details: { reason: error instanceof Error ? error.message : "unknown" },
        });
        throw error;
      }
    },
  );
}
