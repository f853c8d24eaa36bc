import {
  mfaDisableSchema,
  mfaSetupResultSchema,
  mfaSetupSchema,
  mfaVerifyResultSchema,
  mfaVerifySchema,
} from "@common/accounts/mfa-setup";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { FeatureDeps } from "../../feature-deps";
import { featureRoutes } from "../../plugins/feature-routes";
import { startUserSession } from "../../plugins/sessions";
import { requestOrigin } from "../../security/auth-log";
import { routeOptions } from "../../shared/route-options";
import { completeMfaSetup } from "./complete-mfa-setup";
import { disableMfa } from "./disable-mfa";
import { startMfaSetup } from "./start-mfa-setup";

const disabledSchema = z.object({ status: z.literal("disabled"), message: z.string() });

/** MFA setup, verification and turning it off, from /settings/security. */
export const mfaRoutes = featureRoutes("mfa", async (app, { db, clock, config }: FeatureDeps) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const deps = { db, clock, key: config.encryptionKey };

  routes.post(
    "/api/user/mfa/setup",
    routeOptions("signed-in", {
      summary: "Start setting up two-factor authentication",
      description:
        "By authenticator app (answers its secret and QR code) or by text message (texts a code to the user's phone); nothing changes until it is verified.",
      body: mfaSetupSchema,
      response: { 200: mfaSetupResultSchema },
    }),
    async (request) => {
      const { method, reregister } = request.body;
      return startMfaSetup(deps, request.user, method, reregister);
    },
  );

  routes.post(
    "/api/user/mfa/verify",
    routeOptions("signed-in", {
      summary: "Turn on two-factor authentication with a code",
      description: "Answers the recovery codes, shown this once; the session gets a new id.",
      body: mfaVerifySchema,
      response: { 200: mfaVerifyResultSchema },
    }),
    async (request) => {
      const user = request.user;
      const recoveryCodes = await completeMfaSetup(
        deps,
        requestOrigin(request),
        user,
        request.body.code,
      );
      // A change of what protects the account: the session gets a new id.
      await startUserSession(request, user.id);
      return { message: "MFA setup complete", recoveryCodes };
    },
  );

  routes.post(
    "/api/user/mfa/disable",
    routeOptions("signed-in", {
      summary: "Turn off two-factor authentication",
      description: "Needs a current code or the password; the session gets a new id.",
      body: mfaDisableSchema,
      response: { 200: disabledSchema },
    }),
    async (request) => {
      const user = request.user;
      await disableMfa(deps, requestOrigin(request), user, request.body);
      await startUserSession(request, user.id);
      return { status: "disabled" as const, message: "MFA disabled" };
    },
  );
});
