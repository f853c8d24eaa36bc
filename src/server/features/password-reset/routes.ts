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
import { sessionRowId } from "../../plugins/session-store";
import { requestOrigin } from "../../security/auth-log";
import { changePassword } from "./change-password";
import { checkResetCode, sendResetCode } from "./reset-code";
import { resetPassword } from "./reset-password";

/** Forgotten password (/forgot-password) and password change (/settings/password). */
export async function passwordResetRoutes(app: FastifyInstance, deps: FeatureDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const ok = { 200: messageSchema };

  routes.post(
    "/api/forgot-password",
    { schema: { body: forgotPasswordSchema, response: ok } },
    async (request) => {
      await sendResetCode(deps, requestOrigin(request), request.body.email);
      return {
        message: "If an account exists for that email, we've sent a code to reset your password.",
      };
    },
  );

  routes.post(
    "/api/forgot-password/verify",
    { schema: { body: verifyResetCodeSchema, response: { 200: verifiedSchema } } },
    async (request) => {
      const { email, code } = request.body;
      await checkResetCode(deps, requestOrigin(request), email, code, { consume: false });
      return { verified: true, message: "Code verified" };
    },
  );

  routes.post(
    "/api/reset-password",
    { schema: { body: resetPasswordSchema, response: ok } },
    async (request) => {
      await resetPassword(deps, requestOrigin(request), request.body);
      return { message: "Your password has been reset. You can now log in." };
    },
  );

  routes.post(
    "/api/user/password",
    { preHandler: app.requireUser, schema: { body: changePasswordSchema, response: ok } },
    async (request) => {
      await changePassword(deps, requestOrigin(request), {
        user: signedInUser(request),
        currentPassword: request.body.currentPassword,
        newPassword: request.body.newPassword,
        currentSessionRowId: sessionRowId(request.session.sessionId),
      });
      await startUserSession(request, signedInUser(request).id);
      return { message: "Password updated" };
    },
  );
}
