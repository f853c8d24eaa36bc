import { trustedDeviceSchema } from "@common/accounts/mfa-setup";
import { messageSchema } from "@common/accounts/profile";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { FeatureDeps } from "../../feature-deps";
import { featureRoutes } from "../../plugins/feature-routes";
import { requestOrigin } from "../../security/auth-log";
import { deviceCookieName, deviceCookieOptions } from "../../security/trusted-device";
import { idParamsSchema } from "../../shared/id-params";
import { routeOptions } from "../../shared/route-options";
import { listTrustedDevices } from "./list-trusted-devices";
import { revokeTrustedDevice } from "./revoke-trusted-device";

/** The browsers that may skip MFA, from /settings/security. */
export const deviceRoutes = featureRoutes(
  "devices",
  async (app, { db, clock, config }: FeatureDeps) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();
    const deps = { db, clock, key: config.encryptionKey };

    routes.get(
      "/api/user/trusted-devices",
      routeOptions("signed-in", {
        summary: "The browsers that may skip two-factor authentication",
        response: { 200: z.array(trustedDeviceSchema) },
      }),
      async (request) => listTrustedDevices(deps, request.user, request.cookies[deviceCookieName]),
    );

    routes.delete(
      "/api/user/trusted-devices/:id",
      routeOptions("signed-in", {
        summary: "Stop trusting a browser",
        description:
          "That browser asks for a two-factor code at its next sign-in. Another user's device answers 404.",
        params: idParamsSchema,
        response: { 200: messageSchema },
      }),
      async (request, reply) => {
        const deviceToken = request.cookies[deviceCookieName];
        const { wasThisDevice } = await revokeTrustedDevice(
          deps,
          requestOrigin(request),
          request.user,
          request.params.id,
          deviceToken,
        );
        if (wasThisDevice) {
          const { maxAge: _maxAge, ...cookie } = deviceCookieOptions(config.secureCookies);
          reply.clearCookie(deviceCookieName, cookie);
        }
        return { message: "Device removed" };
      },
    );
  },
);
