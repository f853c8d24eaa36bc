import { randomBytes } from "node:crypto";
import { browserName } from "@common/accounts/browser-name";
import { and, eq, gt } from "drizzle-orm";
import type { Clock } from "../clock";
import type { Database } from "../db/open";
import { trustedDevices } from "../db/schema";
import type { RequestOrigin } from "./auth-log";
import { keyedHash } from "./keyed-hash";

export const deviceCookieName = "certminder.device";
export const trustedDeviceLifetimeMs = 30 * 24 * 60 * 60 * 1000;

export function deviceCookieOptions(secure: boolean) {
  return {
    httpOnly: true,
    sameSite: "lax" as const,
    secure,
    path: "/",
    maxAge: trustedDeviceLifetimeMs / 1000,
  };
}

export function deviceTokenHash(key: Buffer, token: string): string {
  return keyedHash(key, "device", token);
}

/**
 * Trusts this browser for 30 days; returns the token for its HttpOnly cookie. Without a name
 * from the person, the device is named after its browser and system ("Chrome on Windows").
 */
export async function trustDevice(
  db: Database,
  clock: Clock,
  key: Buffer,
  device: { userId: number; mfaVersion: number; name?: string; origin: RequestOrigin },
): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  const now = clock.now();
  await db.insert(trustedDevices).values({
    userId: device.userId,
    deviceId: deviceTokenHash(key, token),
    deviceName: device.name ?? browserName(device.origin.userAgent),
    ipAddress: device.origin.ipAddress,
    userAgent: device.origin.userAgent,
    lastUsed: now,
    createdAt: now,
    expiresAt: new Date(now.getTime() + trustedDeviceLifetimeMs),
    mfaVersion: device.mfaVersion,
  });
  return token;
}

/**
 * True when the token names an unexpired device of this user trusted under the user's current
 * MFA setup (changing MFA bumps mfaVersion and so voids every device). Marks it used.
 */
export async function isTrustedDevice(
  db: Database,
  clock: Clock,
  key: Buffer,
  user: { id: number; mfaVersion: number },
  token: string | undefined,
): Promise<boolean> {
  if (!token) return false;
  const now = clock.now();
  const used = await db
    .update(trustedDevices)
    .set({ lastUsed: now })
    .where(
      and(
        eq(trustedDevices.deviceId, deviceTokenHash(key, token)),
        eq(trustedDevices.userId, user.id),
        eq(trustedDevices.mfaVersion, user.mfaVersion),
        gt(trustedDevices.expiresAt, now),
      ),
    )
    .returning({ id: trustedDevices.id });
  return used.length > 0;
}
