import {
  adminCredentialAnswerSchema,
  adminMfaDisableSchema,
  adminMfaEnableSchema,
  adminMfaSetupSchema,
  adminPasswordChangeSchema,
} from "@common/admin-credential";
import type { FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { UserRow } from "../../db/schema";
import type { FeatureDeps } from "../../feature-deps";
import { featureRoutes } from "../../plugins/feature-routes";
import { requestOrigin } from "../../security/auth-log";
import { routeOptions } from "../../shared/route-options";
import {
  type CredentialCaller,
  changeAdminPassword,
  disableAdminMfa,
  enableAdminMfa,
  startAdminMfaSetup,
} from "./admin-credential-settings";

/** The administrator of an "admin" route, in the admin session that route requires. */
function callerOf(request: FastifyRequest, user: UserRow): CredentialCaller {
  const session = request.adminSession;
  if (!session) throw new Error("an admin route without its admin session");
  return { user, session, origin: requestOrigin(request) };
}

/** The admin credential's own settings: its password and its two-factor authentication. */
export const adminCredentialRoutes = featureRoutes(
  "admin-credential",
  async (app, { db, clock, config }: FeatureDeps) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();
    const deps = { db, clock, key: config.encryptionKey };
    const answer = { response: { 200: adminCredentialAnswerSchema } };

    routes.put(
      "/api/admin/credential/password",
      routeOptions("admin", {
        summary: "Change the admin area's password",
        body: adminPasswordChangeSchema,
        ...answer,
      }),
      async (request) => changeAdminPassword(deps, callerOf(request, request.user), request.body),
    );

    routes.post(
      "/api/admin/credential/mfa/setup",
      routeOptions("admin", {
        summary: "Start two-factor authentication for the admin area",
        description:
          "Answers a new authenticator secret and its QR code; nothing changes until it is enabled with a code.",
        response: { 200: adminMfaSetupSchema },
      }),
      async (request) => startAdminMfaSetup(deps, callerOf(request, request.user)),
    );

    routes.post(
      "/api/admin/credential/mfa/enable",
      routeOptions("admin", {
        summary: "Turn on two-factor authentication for the admin area",
        description: "Needs a code from the authenticator set up just before.",
        body: adminMfaEnableSchema,
        ...answer,
      }),
      async (request) => enableAdminMfa(deps, callerOf(request, request.user), request.body.token),
    );

    routes.post(
      "/api/admin/credential/mfa/disable",
      routeOptions("admin", {
        summary: "Turn off two-factor authentication for the admin area",
        body: adminMfaDisableSchema,
        ...answer,
      }),
      async (request) => disableAdminMfa(deps, callerOf(request, request.user), request.body),
    );
  },
);
