import {
  changePasswordSchema,
  forgotPasswordSchema,
  resetPasswordSchema,
  verifyResetCodeSchema,
} from "@common/accounts/password-reset";
import { messageSchema } from "@common/accounts/profile";
import { verifiedSchema } from "@common/accounts/registration";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { FeatureDeps } from "../../feature-deps";
import { signedInUser, startUserSession } from "../../plugins/auth-guards";
import { HttpError } from "../../plugins/error-handler";
import { sessionRowId } from "../../plugins/session-store";
import { recordAuthEvent, requestOrigin } from "../../security/auth-log";
import { verifyPassword } from "../../security/password";
import { changePassword, checkResetCode, resetPassword, sendResetCode } from "./reset-password";

/** Forgotten password (/forgot-password) and password change (/settings/password). */
export async function passwordResetRoutes(app: FastifyInstance, deps: FeatureDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const ok = { 200: messageSchema };

  routes.post(
    "/api/forgot-password",
    { schema: { body: forgotPasswordSchema, response: ok } },
    async (request) => {
      const userId = await sendResetCode(deps, request.body.email);
      if (userId !== undefined) {
        await recordAuthEvent(deps.db, requestOrigin(request), {
          userId,
          eventType: "password-reset",
          eventSubtype: "code-sent",
          status: "success",
        });
      }
      return {
        message: "If an account exists for that email, we've sent a code to reset your password.",
      };
    },
  );

  routes.post(
    "/api/forgot-password/verify",
    { schema: { body: verifyResetCodeSchema, response: { 200: verifiedSchema } } },
    async (request) => {
      await checkResetCode(deps, request.body.email, request.body.code, false);
      return { verified: true, message: "Code verified" };
    },
  );

  routes.post(
    "/api/reset-password",
    { schema: { body: resetPasswordSchema, response: ok } },
    async (request) => {
      const { email, code, password } = request.body;
      const origin = requestOrigin(request);
      try {
        const user = await resetPassword(deps, email, code, password);
        await recordAuthEvent(deps.db, origin, {
          userId: user.id,
          username: user.username,
          eventType: "password-reset",
          status: "success",
        });
      } catch (error) {
        await recordAuthEvent(deps.db, origin, {
          eventType: "password-reset",
          status: "failure",
          details: { email },
        });
        throw error;
      }
      return { message: "Your password has been reset. You can now log in." };
    },
  );

  routes.post(
    "/api/user/password",
    { preHandler: app.requireUser, schema: { body: changePasswordSchema, response: ok } },
    async (request) => {
      const user = signedInUser(request);
      const origin = requestOrigin(request);
      if (!(await verifyPassword(user.password, request.body.currentPassword))) {
        await recordAuthEvent(deps.db, origin, {
          userId: user.id,
          username: user.username,
          eventType: "password-change",
          status: "failure",
        });
        throw new HttpError(400, "Current password is incorrect");
      }
      await changePassword(
        deps,
        user.id,
        request.body.newPassword,
        sessionRowId(request.session.sessionId),
      );
      await startUserSession(request, user.id);
      await recordAuthEvent(deps.db, origin, {
        userId: user.id,
        username: user.username,
        eventType: "password-change",
        status: "success",
      });
      return { message: "Password updated" };
    },
  );
}
