import { channel } from "node:diagnostics_channel";
import { hash, verify } from "@node-rs/argon2";

// argon2id with OWASP's recommended minimum (19 MiB, 2 passes, 1 lane): about 10 ms a hash on
// this hardware (npm run bench:password). Memory, not time, is what makes GPU guessing costly,
// and 19 MiB per concurrent sign-in keeps a burst of logins within a small server's memory.
const options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

/**
 * Each password verification is published on this diagnostics channel with the cost of the
 * hash verified against ("argon2id$v=19$m=19456,t=2,p=1"), never the hash or the password:
 * profilers and the tests see how much work a sign-in did. Nothing is built without a subscriber.
 */
export const passwordVerificationChannel = "certminder:password-verification";
const verifications = channel(passwordVerificationChannel);

/** The algorithm, version and parameters of an argon2 hash, without its salt and digest. */
const costOf = (passwordHash: string) => passwordHash.split("$").slice(1, 4).join("$");

/** False for a wrong password and for a hash that is not argon2 (never throws on bad input). */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  if (verifications.hasSubscribers) verifications.publish({ cost: costOf(passwordHash) });
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

// A real hash to verify against when the username does not exist, so the answer takes as long
// as for a wrong password and does not reveal which usernames exist.
let decoy: Promise<string> | undefined;
export async function verifyAgainstDecoy(password: string): Promise<false> {
  decoy ??= hashPassword("certminder-decoy-password");
  await verifyPassword(await decoy, password);
  return false;
}
