import {
  loginMfaRequiredSchema,
  loginSchema,
  verifyLoginMfaSchema,
} from "@common/accounts/sign-in";
import { publicUserSchema } from "@common/user";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { FeatureDeps } from "../../feature-deps";
import { featureRoutes } from "../../plugins/feature-routes";
import { startUserSession } from "../../plugins/sessions";
import { requestOrigin } from "../../security/auth-log";
import { knownDeviceCookieName, knownDeviceCookieOptions } from "../../security/known-device";
import { deviceCookieName, deviceCookieOptions } from "../../security/trusted-device";
import { HttpError } from "../../shared/http-error";
import { routeOptions } from "../../shared/route-options";
import { logIn } from "./login";
import { hasPendingSignIn, rememberPendingSignIn } from "./pending-sign-in";
import { sessionExpiredMessage, verifyLoginMfa } from "./verify-login-mfa";

/** POST /api/login and POST /api/verify-login-mfa (spec sections 4, 7, 8). */
export const signInRoutes = featureRoutes(
  "sign-in",
  async (app, { db, clock, config }: FeatureDeps) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();
    const deps = { db, clock, key: config.encryptionKey };

    // The response schemas strip everything but the public fields: no hash ever leaves.
    const loginAnswer = { 200: z.union([loginMfaRequiredSchema, publicUserSchema]) };

    routes.post(
      "/api/login",
      routeOptions("public", {
        summary: "Sign in with a username or email address and a password",
        description:
          "Answers the user, signed in, or that a two-factor code is required (texted to the user's phone when that is the method).",
        body: loginSchema,
        response: loginAnswer,
      }),
      async (request, reply) => {
        const outcome = await logIn(deps, requestOrigin(request), request.body, {
          trustedDevice: request.cookies[deviceCookieName],
          knownDevices: request.cookies[knownDeviceCookieName],
        });
        const { user } = outcome;
        reply.setCookie(
          knownDeviceCookieName,
          outcome.knownDevices,
          knownDeviceCookieOptions(config.secureCookies),
        );
        if (outcome.signedIn) {
          await startUserSession(request, user.id);
          return user;
        }
        await rememberPendingSignIn(request, user.id, clock.now());
        return {
          requireMFA: true as const,
          userId: user.id,
          username: user.username,
          mfaType: outcome.mfaType,
          message: "MFA verification required",
        };
      },
    );

    routes.post(
      "/api/verify-login-mfa",
      routeOptions("public", {
        summary: "Finish signing in with a two-factor code",
        description:
          "Within 10 minutes of the password step, in the same session; may trust this browser for later sign-ins.",
        body: verifyLoginMfaSchema,
        response: { 200: publicUserSchema },
      }),
      async (request, reply) => {
        const { userId } = request.body;
        if (!hasPendingSignIn(request, userId, clock.now())) {
          throw new HttpError(401, sessionExpiredMessage, { sessionExpired: true });
        }
        const { user, deviceToken } = await verifyLoginMfa(
          deps,
          requestOrigin(request),
          request.body,
        );
        await startUserSession(request, user.id);
        if (deviceToken) {
          reply.setCookie(deviceCookieName, deviceToken, deviceCookieOptions(config.secureCookies));
        }
        return user;
      },
    );
  },
);
