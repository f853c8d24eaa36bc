import { browserName } from "@common/accounts/browser-name";
import type { TrustedDevice } from "@common/accounts/mfa-setup";
import { and, desc, eq, gt } from "drizzle-orm";
import { trustedDevices, type UserRow } from "../../db/schema";
import type { ServiceDepsWithKey } from "../../feature-deps";
import { deviceTokenHash } from "../../security/trusted-device";

/**
 * The browsers that may skip MFA for this user: unexpired and trusted under the current MFA
 * setup, newest first. `current` marks the one whose device token this request carries.
 */
export async function listTrustedDevices(
  { db, clock, key }: ServiceDepsWithKey,
  user: UserRow,
  deviceToken: string | undefined,
): Promise<TrustedDevice[]> {
  const thisDevice = deviceToken ? deviceTokenHash(key, deviceToken) : null;
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
    .orderBy(desc(trustedDevices.createdAt), desc(trustedDevices.id));
  return rows.map((row) => ({
    id: row.id,
    // Devices trusted without a name before names were given by default.
    deviceName: row.deviceName ?? browserName(row.userAgent),
    ipAddress: row.ipAddress,
    userAgent: row.userAgent,
    lastUsed: row.lastUsed?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    current: row.deviceId === thisDevice,
  }));
}
