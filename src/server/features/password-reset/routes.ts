import {
  changePasswordSchema,
  forgotPasswordSchema,
  resetPasswordSchema,
  verifyResetCodeSchema,
} from "@common/accounts/password-reset";
import { messageSchema } from "@common/accounts/profile";
import { verifiedSchema } from "@common/accounts/registration";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { FeatureDeps } from "../../feature-deps";
import { featureRoutes } from "../../plugins/feature-routes";
import { sessionRowId } from "../../plugins/session-store";
import { startUserSession } from "../../plugins/sessions";
import { requestOrigin } from "../../security/auth-log";
import { routeOptions } from "../../shared/route-options";
import { changePassword } from "./change-password";
import { checkResetCode, sendResetCode } from "./reset-code";
import { resetPassword } from "./reset-password";

/** Forgotten password (/forgot-password) and password change (/settings/password). */
export const passwordResetRoutes = featureRoutes(
  "password-reset",
  async (app, deps: FeatureDeps) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();
    const ok = { 200: messageSchema };

    routes.post(
      "/api/forgot-password",
      routeOptions("public", {
        summary: "Send a code to reset a forgotten password",
        description:
          "Sends the code by email when an account has that address; the answer is the same either way.",
        body: forgotPasswordSchema,
        response: ok,
      }),
      async (request) => {
        await sendResetCode(deps, requestOrigin(request), request.body.email);
        return {
          message: "If an account exists for that email, we've sent a code to reset your password.",
        };
      },
    );

    routes.post(
      "/api/forgot-password/verify",
      routeOptions("public", {
        summary: "Check a password reset code",
        description: "The code stays valid for the reset itself.",
        body: verifyResetCodeSchema,
        response: { 200: verifiedSchema },
      }),
      async (request) => {
        const { email, code } = request.body;
        await checkResetCode(deps, requestOrigin(request), email, code, { consume: false });
        return { verified: true, message: "Code verified" };
      },
    );

    routes.post(
      "/api/reset-password",
      routeOptions("public", {
        summary: "Set a new password with a reset code",
        body: resetPasswordSchema,
        response: ok,
      }),
      async (request) => {
        await resetPassword(deps, requestOrigin(request), request.body);
        return { message: "Your password has been reset. You can now log in." };
      },
    );

    routes.post(
      "/api/user/password",
      routeOptions("signed-in", {
        summary: "Change the password",
        description:
          "Needs the current password; other sessions are signed out and this one gets a new id.",
        body: changePasswordSchema,
        response: ok,
      }),
      async (request) => {
        await changePassword(deps, requestOrigin(request), {
          user: request.user,
          currentPassword: request.body.currentPassword,
          newPassword: request.body.newPassword,
          currentSessionRowId: sessionRowId(request.session.sessionId),
        });
        await startUserSession(request, request.user.id);
        return { message: "Password updated" };
      },
    );
  },
);
