import {
  loginMfaRequiredSchema,
  loginSchema,
  type MfaType,
  verifyLoginMfaSchema,
} from "@common/accounts/sign-in";
import { publicUserSchema } from "@common/user";
import { eq } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { users } from "../../db/schema";
import type { FeatureDeps } from "../../feature-deps";
import { startUserSession, type UserRow } from "../../plugins/auth-guards";
import { HttpError } from "../../plugins/error-handler";
import { mfaLockMinutes, recordMfaAttempt } from "../../security/attempt-limits";
import { recordAuthEvent, requestOrigin } from "../../security/auth-log";
import { acceptMfaCode } from "../../security/mfa-code";
import { textCode } from "../../security/sms-code";
import {
  deviceCookieName,
  deviceCookieOptions,
  isTrustedDevice,
  trustDevice,
} from "../../security/trusted-device";
import { checkCredentials } from "./login";
import { pendingSignInFor, rememberPendingSignIn } from "./pending-sign-in";

/** POST /api/login and POST /api/verify-login-mfa (spec sections 4, 7, 8). */
export async function signInRoutes(app: FastifyInstance, deps: FeatureDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db, clock, config } = deps;
  const key = config.encryptionKey;

  async function signIn(request: FastifyRequest, user: UserRow, how: string) {
    await startUserSession(request, user.id);
    await recordAuthEvent(db, requestOrigin(request), {
      userId: user.id,
      username: user.username,
      eventType: "login",
      eventSubtype: how,
      status: "success",
    });
    return user;
  }

  // The response schemas strip everything but the public fields: no hash ever leaves.
  const signedIn = { 200: publicUserSchema };
  const loginAnswer = { 200: z.union([loginMfaRequiredSchema, publicUserSchema]) };

  routes.post(
    "/api/login",
    { schema: { body: loginSchema, response: loginAnswer } },
    async (request) => {
      const origin = requestOrigin(request);
      const user = await checkCredentials(
        deps,
        origin,
        request.body.username,
        request.body.password,
      );
      const deviceToken = request.cookies[deviceCookieName];
      if (!user.mfaEnabled || (await isTrustedDevice(db, clock, key, user, deviceToken))) {
        return signIn(request, user, user.mfaEnabled ? "trusted-device" : "password");
      }
      const mfaType: MfaType = user.mfaType === "app" ? "app" : "sms";
      if (mfaType === "sms" && user.phoneNumber) {
        await textCode({ db, clock, key }, user.id, user.phoneNumber, "mfa-login", "sign-in");
      }
      rememberPendingSignIn(request, user.id, clock.now());
      return {
        requireMFA: true as const,
        userId: user.id,
        username: user.username,
        mfaType,
        message: "MFA verification required",
      };
    },
  );

  routes.post(
    "/api/verify-login-mfa",
    { schema: { body: verifyLoginMfaSchema, response: signedIn } },
    async (request, reply) => {
      const { userId, code, trustDevice: trust, deviceName } = request.body;
      const origin = requestOrigin(request);
      if (!pendingSignInFor(request, userId, clock.now())) {
        throw new HttpError(401, "Your session has expired. Please log in again.", {
          sessionExpired: true,
        });
      }
      const lockMinutes = await mfaLockMinutes(db, clock, userId, origin.ipAddress);
      if (lockMinutes !== null) {
        await recordAuthEvent(db, origin, {
          userId,
          eventType: "lockout",
          eventSubtype: "mfa",
          status: "failure",
        });
        throw new HttpError(429, "Too many verification attempts. Please try again later.", {
          rateLimited: true,
          retryAfter: lockMinutes,
        });
      }
      const [user] = await db.select().from(users).where(eq(users.id, userId));
      if (!user?.isEnabled || !user.mfaEnabled) {
        delete request.session.pendingMfa;
        throw new HttpError(401, "Your session has expired. Please log in again.", {
          invalidSession: true,
        });
      }
      const accepted = await acceptMfaCode({ db, clock, key }, user, code);
      await recordMfaAttempt(db, clock, { userId, ipAddress: origin.ipAddress, success: accepted });
      if (!accepted) {
        await recordAuthEvent(db, origin, {
          userId,
          username: user.username,
          eventType: "mfa",
          status: "failure",
        });
        throw new HttpError(400, "Invalid verification code");
      }
      delete request.session.pendingMfa;
      if (trust) {
        const token = await trustDevice(db, clock, key, {
          userId,
          mfaVersion: user.mfaVersion,
          name: deviceName,
          origin,
        });
        reply.setCookie(deviceCookieName, token, deviceCookieOptions(config.secureCookies));
        await recordAuthEvent(db, origin, {
          userId,
          username: user.username,
          eventType: "device",
          eventSubtype: "trusted",
          status: "success",
        });
      }
      return signIn(request, user, "mfa");
    },
  );
}
