import { and, eq, isNull, lt, or } from "drizzle-orm";
import { adminCredentials } from "../../db/schema";
import type { ServiceDepsWithKey } from "../../feature-deps";
import { openSecret } from "../../security/secret-box";
import { matchingStep } from "../../security/totp";

export type AdminCredentialRow = typeof adminCredentials.$inferSelect;

/**
 * Accepts a code of the admin credential's authenticator once, as users' codes are: the time
 * step is recorded only if it is newer than the last accepted one, in one conditional update,
 * so a replayed code (or a second use racing the first) fails.
 */
export async function acceptAdminTotp(
  { db, clock, key }: ServiceDepsWithKey,
  credential: AdminCredentialRow,
  code: string,
): Promise<boolean> {
  const secret = credential.mfaSecret ? openSecret(key, credential.mfaSecret) : null;
  const step = secret ? matchingStep(secret, code, clock) : null;
  if (step === null) return false;
  const updated = await db
    .update(adminCredentials)
    .set({ mfaLastUsedStep: step })
    .where(
      and(
        eq(adminCredentials.id, credential.id),
        or(isNull(adminCredentials.mfaLastUsedStep), lt(adminCredentials.mfaLastUsedStep, step)),
      ),
    )
    .returning({ id: adminCredentials.id });
  return updated.length > 0;
}
