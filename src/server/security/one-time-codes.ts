import { randomInt } from "node:crypto";
import { countOf } from "@common/plural";
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { verificationCodes } from "../db/schema";
import type { ServiceDepsWithKey } from "../feature-deps";
import { keyedHash, sameHash } from "./keyed-hash";

/** Codes sent by email or SMS: 6 digits, single use, 10 minutes, 5 wrong tries. */
const codeLifetimeMinutes = 10;
export const codeLifetimeMs = codeLifetimeMinutes * 60 * 1000;
/** How long a code lasts, as the messages that carry it say: "10 minutes". */
export const codeLifetimeText = countOf(codeLifetimeMinutes, "minute", "minutes");
export const maxWrongTries = 5;

/**
 * Whose code it is: a user's, a pending sign-up's, or an address's (a password reset, asked
 * for an address whether or not an account uses it).
 */
export type CodeOwner = { userId: number } | { tempUserId: number } | { address: string };

/** What a code proves: sign-up email, password reset, email change, phone, SMS MFA... */
export type CodeType =
  | "signup"
  | "password-reset"
  | "email-change"
  | "phone"
  | "mfa-setup"
  | "mfa-login";

export type CodeCheck =
  | { result: "valid"; target: string | null }
  | { result: "invalid" | "expired" | "locked" };

function ownerCondition(owner: CodeOwner) {
  if ("userId" in owner) return eq(verificationCodes.userId, owner.userId);
  if ("tempUserId" in owner) return eq(verificationCodes.tempUserId, owner.tempUserId);
  return and(
    isNull(verificationCodes.userId),
    isNull(verificationCodes.tempUserId),
    eq(verificationCodes.target, owner.address),
  );
}

/** The columns that name the owner; an address is kept as the code's target. */
function ownerColumns(owner: CodeOwner, target: string | undefined) {
  if ("address" in owner) return { target: owner.address };
  return { ...owner, target: target ?? null };
}

/**
 * A new code for the owner and purpose; any earlier unused code of the same kind stops
 * working (a resend invalidates the previous code). Returns the code to send.
 */
export async function issueCode(
  { db, clock, key }: ServiceDepsWithKey,
  owner: CodeOwner,
  type: CodeType,
  target?: string,
): Promise<string> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
  const now = clock.now();
  await db.transaction(async (tx) => {
    await tx
      .delete(verificationCodes)
      .where(
        and(
          ownerCondition(owner),
          eq(verificationCodes.type, type),
          isNull(verificationCodes.usedAt),
        ),
      );
    await tx.insert(verificationCodes).values({
      ...ownerColumns(owner, target),
      type,
      code: keyedHash(key, type, code),
      createdAt: now,
      expiresAt: new Date(now.getTime() + codeLifetimeMs),
    });
  });
  return code;
}

/**
 * Checks the owner's latest code of this kind. A wrong code counts against the code; the fifth
 * wrong try locks it. With `consume`, a valid code is used up (exactly once, even if two
 * requests race).
 */
export async function checkCode(
  { db, clock, key }: ServiceDepsWithKey,
  owner: CodeOwner,
  type: CodeType,
  code: string,
  { consume }: { consume: boolean },
): Promise<CodeCheck> {
  const [latest] = await db
    .select()
    .from(verificationCodes)
    .where(
      and(
        ownerCondition(owner),
        eq(verificationCodes.type, type),
        isNull(verificationCodes.usedAt),
      ),
    )
    .orderBy(desc(verificationCodes.createdAt), desc(verificationCodes.id))
    .limit(1);
  if (!latest) return { result: "invalid" };
  if (latest.failedAttempts >= maxWrongTries) return { result: "locked" };
  if (latest.expiresAt <= clock.now()) return { result: "expired" };

  if (!sameHash(latest.code, keyedHash(key, type, code))) {
    const [updated] = await db
      .update(verificationCodes)
      .set({ failedAttempts: sql`${verificationCodes.failedAttempts} + 1` })
      .where(eq(verificationCodes.id, latest.id))
      .returning({ failedAttempts: verificationCodes.failedAttempts });
    return {
      result: (updated?.failedAttempts ?? maxWrongTries) >= maxWrongTries ? "locked" : "invalid",
    };
  }

  if (consume) {
    const used = await db
      .update(verificationCodes)
      .set({ usedAt: clock.now() })
      .where(and(eq(verificationCodes.id, latest.id), isNull(verificationCodes.usedAt)))
      .returning({ id: verificationCodes.id });
    if (used.length === 0) return { result: "invalid" };
  }
  return { result: "valid", target: latest.target };
}

/** What the person is told when a code is not accepted, by reason. */
export const codeFailureMessages = {
  invalid: "Invalid verification code",
  expired: "This verification code has expired. Please request a new one.",
  locked: "Too many incorrect attempts. Please request a new code.",
} as const;

/** The answer when too many codes were asked for one address within an hour. */
export const tooManyCodesMessage = "Too many codes requested. Please try again later.";
