import { and, eq, gt, sql } from "drizzle-orm";
import { type Database, queryRows } from "../../db/open";
import { tempUsers, users } from "../../db/schema";
import type { FeatureDeps, ServiceDeps } from "../../feature-deps";
import type { RequestOrigin } from "../../security/auth-log";
import { checkCode, codeFailureMessages } from "../../security/one-time-codes";
import { HttpError } from "../../shared/http-error";
import { logSignUpStep } from "./sign-up-log";

/** Pending sign-ups last a day; after that the person starts again. */
const pendingLifetimeMs = 24 * 60 * 60 * 1000;

export async function emailHasAccount(db: Database, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email}`)
    .limit(1);
  return row !== undefined;
}

/**
 * Creates the pending sign-up of the address, or restarts it (unverified, 24 hours from now)
 * when one exists, expired or not. Answers its id.
 */
export async function startPendingSignUp(
  { db, clock }: ServiceDeps,
  email: string,
): Promise<number> {
  const now = clock.now();
  const expiresAt = new Date(now.getTime() + pendingLifetimeMs);
  // Drizzle cannot name an expression index as the conflict target, so this one is SQL.
  const [pending] = await queryRows<{ id: number }>(
    db,
    sql`insert into temp_users (email, created_at, expires_at)
        values (${email}, ${now}, ${expiresAt})
        on conflict (lower(email))
        do update set email_verified = false, created_at = excluded.created_at, expires_at = excluded.expires_at
        returning id`,
  );
  if (!pending) throw new Error("pending sign-up was not stored");
  return pending.id;
}

/** The unexpired pending sign-up of the address, if there is one. */
export async function findPendingSignUp({ db, clock }: ServiceDeps, email: string) {
  const [pending] = await db
    .select()
    .from(tempUsers)
    .where(and(sql`lower(${tempUsers.email}) = ${email}`, gt(tempUsers.expiresAt, clock.now())));
  return pending;
}

/** Confirms the address with its code (used up); the pending sign-up may then be completed. */
export async function verifySignUpCode(
  deps: ServiceDeps & Pick<FeatureDeps, "config">,
  origin: RequestOrigin,
  email: string,
  code: string,
): Promise<void> {
  const reject = async (reason: string, message: string) => {
    await logSignUpStep(deps, origin, "code-rejected", { email, reason });
    return new HttpError(400, message);
  };
  const pending = await findPendingSignUp(deps, email);
  if (!pending) throw await reject("no-pending-sign-up", codeFailureMessages.invalid);
  const { result } = await checkCode(
    { db: deps.db, clock: deps.clock, key: deps.config.encryptionKey },
    { tempUserId: pending.id },
    "signup",
    code,
    { consume: true },
  );
  if (result !== "valid") throw await reject(result, codeFailureMessages[result]);
  await deps.db.update(tempUsers).set({ emailVerified: true }).where(eq(tempUsers.id, pending.id));
  await logSignUpStep(deps, origin, "email-verified", { email });
}
