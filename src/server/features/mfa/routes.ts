import {
  mfaDisableSchema,
  mfaSetupResultSchema,
  mfaSetupSchema,
  mfaVerifyResultSchema,
  mfaVerifySchema,
} from "@common/accounts/mfa-setup";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { FeatureDeps } from "../../feature-deps";
import { signedInUser, startUserSession } from "../../plugins/auth-guards";
import { recordAuthEvent, requestOrigin } from "../../security/auth-log";
import { completeMfaSetup, disableMfa, startMfaSetup } from "./mfa-settings";

/** MFA setup, verification and turning it off, from /settings/security. */
export async function mfaRoutes(app: FastifyInstance, deps: FeatureDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const guard = { preHandler: app.requireUser };

  routes.post(
    "/api/user/mfa/setup",
    { ...guard, schema: { body: mfaSetupSchema, response: { 200: mfaSetupResultSchema } } },
    async (request) => {
      const user = signedInUser(request);
      return startMfaSetup(deps, user, request.body.method, request.body.reregister);
    },
  );

  routes.post(
    "/api/user/mfa/verify",
    { ...guard, schema: { body: mfaVerifySchema, response: { 200: mfaVerifyResultSchema } } },
    async (request) => {
      const user = signedInUser(request);
      const origin = requestOrigin(request);
      try {
        const recoveryCodes = await completeMfaSetup(deps, user, request.body.code);
        await recordAuthEvent(deps.db, origin, {
          userId: user.id,
          username: user.username,
          eventType: "mfa-setup",
          eventSubtype: "enabled",
          status: "success",
        });
        // A privilege change: the session gets a new id.
        await startUserSession(request, user.id);
        return { message: "MFA setup complete", recoveryCodes };
      } catch (error) {
        await recordAuthEvent(deps.db, origin, {
          userId: user.id,
          username: user.username,
          eventType: "mfa-setup",
          eventSubtype: "enabled",
          status: "failure",
        });
        throw error;
      }
    },
  );

  routes.post(
    "/api/user/mfa/disable",
    {
      ...guard,
      schema: {
        body: mfaDisableSchema,
        response: { 200: z.object({ status: z.literal("disabled"), message: z.string() }) },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const origin = requestOrigin(request);
      try {
        await disableMfa(deps, user, request.body);
      } catch (error) {
        await recordAuthEvent(deps.db, origin, {
          userId: user.id,
          username: user.username,
          eventType: "mfa-setup",
          eventSubtype: "disabled",
          status: "failure",
        });
        throw error;
      }
      await recordAuthEvent(deps.db, origin, {
        userId: user.id,
        username: user.username,
        eventType: "mfa-setup",
        eventSubtype: "disabled",
        status: "success",
      });
      await startUserSession(request, user.id);
      return { status: "disabled" as const, message: "MFA disabled" };
    },
  );
}
