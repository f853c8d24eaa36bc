import { randomBytes } from "node:crypto";
import { keyedHash, sameHash } from "./keyed-hash";

/**
 * Known devices (OWASP's "device cookies"): a browser that has given an account's right
 * password keeps its own allowance of sign-in failures for that account, so someone guessing
 * the password elsewhere cannot lock the owner out. This is not trust: a known device still
 * needs the password and the MFA code (trusted devices, trusted-device.ts, skip the code).
 *
 * The cookie holds one entry per account, `userId.expires.deviceId.signature`, signed with
 * ENCRYPTION_KEY; nothing is stored on the server. It is sent to the sign-in call only.
 */
export const knownDeviceCookieName = "certminder.known";
export const knownDeviceLifetimeMs = 365 * 24 * 60 * 60 * 1000;
/** Accounts remembered by one browser (a shared workstation); the oldest is forgotten first. */
export const maxKnownAccounts = 20;

type Entry = { userId: number; expiresAt: number; deviceId: string; signature: string };

export function knownDeviceCookieOptions(secure: boolean) {
  return {
    httpOnly: true,
    sameSite: "strict" as const,
    secure,
    path: "/api/login",
    maxAge: knownDeviceLifetimeMs / 1000,
  };
}

function signature(key: Buffer, userId: number, expiresAt: number, deviceId: string): string {
  return keyedHash(key, "known-device", `${userId}.${expiresAt}.${deviceId}`);
}

/** The entries of the cookie that are well formed, signed with the key and unexpired. */
function validEntries(key: Buffer, cookie: string | undefined, now: Date): Entry[] {
  if (!cookie) return [];
  const entries: Entry[] = [];
  for (const text of cookie.split("~").slice(0, maxKnownAccounts)) {
    const match = /^(\d{1,15})\.(\d{1,15})\.([\w-]{16,64})\.([0-9a-f]{64})$/.exec(text);
    if (!match) continue;
    const [, userIdText = "", expiresText = "", deviceId = "", given = ""] = match;
    const entry = { userId: Number(userIdText), expiresAt: Number(expiresText), deviceId };
    if (entry.expiresAt * 1000 <= now.getTime()) continue;
    if (!sameHash(given, signature(key, entry.userId, entry.expiresAt, deviceId))) continue;
    entries.push({ ...entry, signature: given });
  }
  return entries;
}

/** The id of this browser as a known device of the user, or null when it is a new device. */
export function knownDeviceOf(
  key: Buffer,
  cookie: string | undefined,
  userId: number,
  now: Date,
): string | null {
  return validEntries(key, cookie, now).find((entry) => entry.userId === userId)?.deviceId ?? null;
}

/**
 * The cookie after the user's right password: a fresh entry for the user (a new device id,
 * so the failures of the old one stop counting), then the browser's other accounts.
 */
export function rememberKnownDevice(
  key: Buffer,
  cookie: string | undefined,
  userId: number,
  now: Date,
): string {
  const expiresAt = Math.floor((now.getTime() + knownDeviceLifetimeMs) / 1000);
  const deviceId = randomBytes(16).toString("base64url");
  const fresh = {
    userId,
    expiresAt,
    deviceId,
    signature: signature(key, userId, expiresAt, deviceId),
  };
  const others = validEntries(key, cookie, now).filter((entry) => entry.userId !== userId);
  return [fresh, ...others]
    .slice(0, maxKnownAccounts)
    .map((entry) => `${entry.userId}.${entry.expiresAt}.${entry.deviceId}.${entry.signature}`)
    .join("~");
}
