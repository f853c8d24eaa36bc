import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/open";
import { trustedDevices, type UserRow } from "../../db/schema";
import { type RequestOrigin, recordAuthEvent } from "../../security/auth-log";
import { deviceTokenHash } from "../../security/trusted-device";
import { HttpError } from "../../shared/http-error";

/**
 * Forgets one of the user's trusted devices; another user's (or an unknown) id is 404.
 * Answers whether it was the browser making the request.
 */
export async function revokeTrustedDevice(
  { db, key }: { db: Database; key: Buffer },
  origin: RequestOrigin,
  user: UserRow,
  deviceId: number,
  deviceToken: string | undefined,
): Promise<{ wasThisDevice: boolean }> {
  const [removed] = await db
    .delete(trustedDevices)
    .where(and(eq(trustedDevices.id, deviceId), eq(trustedDevices.userId, user.id)))
    .returning({ tokenHash: trustedDevices.deviceId, name: trustedDevices.deviceName });
  if (!removed) throw new HttpError(404, "Not found");
  await recordAuthEvent(db, origin, {
    userId: user.id,
    username: user.username,
    eventType: "device",
    eventSubtype: "revoked",
    status: "success",
    details: { deviceId, deviceName: removed.name },
  });
  const wasThisDevice =
    deviceToken !== undefined && removed.tokenHash === deviceTokenHash(key, deviceToken);
  return { wasThisDevice };
}
