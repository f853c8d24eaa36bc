import { trustedDeviceSchema } from "@common/accounts/mfa-setup";
import { messageSchema } from "@common/accounts/profile";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { FeatureDeps } from "../../feature-deps";
import { signedInUser } from "../../plugins/auth-guards";
import { requestOrigin } from "../../security/auth-log";
import { deviceCookieName, deviceCookieOptions } from "../../security/trusted-device";
import { listTrustedDevices } from "./list-trusted-devices";
import { revokeTrustedDevice } from "./revoke-trusted-device";

/** The browsers that may skip MFA, from /settings/security. */
export async function deviceRoutes(app: FastifyInstance, { db, clock, config }: FeatureDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const guard = { preHandler: app.requireUser };
  const deps = { db, clock, key: config.encryptionKey };

  routes.get(
    "/api/user/trusted-devices",
    { ...guard, schema: { response: { 200: z.array(trustedDeviceSchema) } } },
    async (request) =>
      listTrustedDevices(deps, signedInUser(request), request.cookies[deviceCookieName]),
  );

  routes.delete(
    "/api/user/trusted-devices/:id",
    {
      ...guard,
      schema: {
        params: z.object({ id: z.coerce.number().int().positive() }),
        response: { 200: messageSchema },
      },
    },
    async (request, reply) => {
      const deviceToken = request.cookies[deviceCookieName];
      const { wasThisDevice } = await revokeTrustedDevice(
        deps,
        requestOrigin(request),
        signedInUser(request),
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
}
