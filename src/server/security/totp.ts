import { and, eq, isNull, lt, or } from "drizzle-orm";
import * as OTPAuth from "otpauth";
import type { Clock } from "../clock";
import type { Database } from "../db/open";
import { users } from "../db/schema";

const period = 30;

function totpFor(secretBase32: string, label = "CertMinder") {
  return new OTPAuth.TOTP({
    issuer: "CertMinder",
    label,
    algorithm: "SHA1",
    digits: 6,
    period,
    secret: OTPAuth.Secret.fromBase32(secretBase32),
  });
}

/** A new authenticator secret and the otpauth:// URI an app scans. */
export function newTotpSecret(username: string): { secret: string; uri: string } {
  const secret = new OTPAuth.Secret({ size: 20 }).base32;
  return { secret, uri: totpFor(secret, username).toString() };
}

/** The time step a code matches (±1 step for clock drift), or null. */
export function matchingStep(secretBase32: string, code: string, clock: Clock): number | null {
  const now = clock.now().getTime();
  const delta = totpFor(secretBase32).validate({ token: code, timestamp: now, window: 1 });
  if (delta === null) return null;
  return Math.floor(now / 1000 / period) + delta;
}

/**
 * Accepts a TOTP code once: the step is recorded only if it is newer than the last accepted
 * one, in one conditional update, so a replay (or a concurrent second use) fails.
 */
export async function acceptTotp(
  db: Database,
  clock: Clock,
  userId: number,
  secretBase32: string,
  code: string,
): Promise<boolean> {
  const step = matchingStep(secretBase32, code, clock);
  if (step === null) return false;
  const updated = await db
    .update(users)
    .set({ mfaLastUsedStep: step })
    .where(
      and(eq(users.id, userId), or(isNull(users.mfaLastUsedStep), lt(users.mfaLastUsedStep, step))),
    )
    .returning({ id: users.id });
  return updated.length > 0;
}
