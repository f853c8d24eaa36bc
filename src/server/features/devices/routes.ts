import { trustedDeviceSchema } from "@common/accounts/mfa-setup";
import { messageSchema } from "@common/accounts/profile";
import { and, desc, eq, gt } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { trustedDevices } from "../../db/schema";
import type { FeatureDeps } from "../../feature-deps";
import { signedInUser } from "../../plugins/auth-guards";
import { HttpError } from "../../plugins/error-handler";
import { recordAuthEvent, requestOrigin } from "../../security/auth-log";
import { deviceCookieName, deviceTokenHash } from "../../security/trusted-device";

/** The browsers that may skip MFA, from /settings/security. */
export async function deviceRoutes(app: FastifyInstance, { db, clock, config }: FeatureDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const guard = { preHandler: app.requireUser };

  routes.get(
    "/api/user/trusted-devices",
    { ...guard, schema: { response: { 200: z.array(trustedDeviceSchema) } } },
    async (request) => {
      const user = signedInUser(request);
      const token = request.cookies[deviceCookieName];
      const thisDevice = token ? deviceTokenHash(config.encryptionKey, token) : undefined;
      const rows = await db
        .select()
        .from(trustedDevices)
        .where(
          and(
            eq(trustedDevices.userId, user.id),
            eq(trustedDevices.mfaVersion, user.mfaVersion),
            gt(trustedDevices.expiresAt, clock.now()),
          ),
        )
        .orderBy(desc(trustedDevices.createdAt));
      return rows.map((row) => ({
        id: row.id,
        deviceName: row.deviceName,
        ipAddress: row.ipAddress,
        userAgent: row.userAgent,
        lastUsed: row.lastUsed?.toISOString() ?? null,
        createdAt: row.createdAt.toISOString(),
        expiresAt: row.expiresAt.toISOString(),
        current: row.deviceId === thisDevice,
      }));
    },
  );

  routes.delete(
    "/api/user/trusted-devices/:id",
    {
      ...guard,
      schema: {
        params: z.object({ id: z.coerce.number().int() }),
        response: { 200: messageSchema },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const removed = await db
        .delete(trustedDevices)
        .where(and(eq(trustedDevices.id, request.params.id), eq(trustedDevices.userId, user.id)))
        .returning({ id: trustedDevices.id });
      if (removed.length === 0) throw new HttpError(404, "Not found");
      await recordAuthEvent(db, requestOrigin(request), {
        userId: user.id,
        username: user.username,
        eventType: "device",
        eventSubtype: "revoked",
        status: "success",
        details: { deviceId: request.params.id },
      });
      return { message: "Device removed" };
    },
  );
}
