import { randomInt } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import type { Clock } from "../clock";
import type { Database } from "../db/open";
import { mfaRecoveryCodes } from "../db/schema";
import { keyedHash } from "./keyed-hash";

const count = 10;

/** Ten new 8-digit recovery codes; earlier ones stop working. Returned once, stored hashed. */
export async function replaceRecoveryCodes(
  db: Database,
  key: Buffer,
  userId: number,
): Promise<string[]> {
  const codes = Array.from({ length: count }, () =>
    String(randomInt(0, 100_000_000)).padStart(8, "0"),
  );
  await db.transaction(async (tx) => {
    await tx.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, userId));
    await tx
      .insert(mfaRecoveryCodes)
      .values(codes.map((code) => ({ userId, codeHash: keyedHash(key, "recovery", code) })));
  });
  return codes;
}

/** Uses up a recovery code; false if it is unknown or already used. */
export async function redeemRecoveryCode(
  db: Database,
  clock: Clock,
  key: Buffer,
  userId: number,
  code: string,
): Promise<boolean> {
  const used = await db
    .update(mfaRecoveryCodes)
    .set({ usedAt: clock.now() })
    .where(
      and(
        eq(mfaRecoveryCodes.userId, userId),
        eq(mfaRecoveryCodes.codeHash, keyedHash(key, "recovery", code)),
        isNull(mfaRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: mfaRecoveryCodes.id });
  return used.length > 0;
}
