import { and, eq, gt, gte, sql } from "drizzle-orm";
import { type Database, queryRows } from "../../db/open";
import { outbox, tempUsers, users } from "../../db/schema";
import { renderEmail } from "../../delivery/email-template";
import { queueEmail } from "../../delivery/outbox";
import type { FeatureDeps } from "../../feature-deps";
import { HttpError } from "../../plugins/error-handler";
import { checkCode, issueCode } from "../../security/one-time-codes";

/** Pending sign-ups last a day; after that the person starts again. */
const pendingLifetimeMs = 24 * 60 * 60 * 1000;
const maxCodeEmailsPerHour = 5;

type Deps = Pick<FeatureDeps, "db" | "clock" | "config">;

export async function emailHasAccount(db: Database, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email}`)
    .limit(1);
  return row !== undefined;
}

/** Refuses a sixth code email to one address within an hour (guards inboxes, not codes). */
async function limitCodeEmails({ db, clock }: Deps, email: string): Promise<void> {
  const hourAgo = new Date(clock.now().getTime() - 60 * 60 * 1000);
  const [row] = await db
    .select({ sent: sql<number>`count(*)::int` })
    .from(outbox)
    .where(and(eq(outbox.recipient, email), gte(outbox.createdAt, hourAgo)));
  if ((row?.sent ?? 0) >= maxCodeEmailsPerHour) {
    throw new HttpError(429, "Too many codes requested. Please try again later.");
  }
}

/**
 * Starts (or restarts) a sign-up for the address and emails a 6-digit code. An address that
 * already has an account gets a notice instead of a code, and the caller the same answer.
 */
export async function sendSignUpCode(deps: Deps, email: string): Promise<void> {
  const { db, clock, config } = deps;
  await limitCodeEmails(deps, email);
  if (await emailHasAccount(db, email)) {
    await queueEmail(db, {
      to: email,
      subject: "You already have a CertMinder account",
      ...renderEmail({
        heading: "You already have an account",
        paragraphs: [
          "Someone (probably you) asked to create a CertMinder account with this email address, but an account already uses it.",
          `Sign in at ${config.appUrl}/auth, or reset your password at ${config.appUrl}/forgot-password. If this was not you, you can ignore this email.`,
        ],
        action: { label: "Sign in", url: `${config.appUrl}/auth` },
      }),
    });
    return;
  }
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
  const code = await issueCode(
    { db, clock, key: config.encryptionKey },
    { tempUserId: pending.id },
    "signup",
  );
  await queueEmail(db, {
    to: email,
    subject: "Your CertMinder verification code",
    ...renderEmail({
      heading: "Verify your email address",
      paragraphs: [
        "Enter this code in CertMinder to continue creating your account. It expires in 10 minutes.",
        "If you did not ask for it, you can ignore this email.",
      ],
      code,
    }),
  });
}

export async function findPendingSignUp(
  { db, clock }: Pick<FeatureDeps, "db" | "clock">,
  email: string,
) {
  const [pending] = await db
    .select()
    .from(tempUsers)
    .where(and(sql`lower(${tempUsers.email}) = ${email}`, gt(tempUsers.expiresAt, clock.now())));
  return pending;
}

export const codeMessages = {
  invalid: "Invalid verification code",
  expired: "This verification code has expired. Please request a new one.",
  locked: "Too many incorrect attempts. Please request a new code.",
} as const;

/** Confirms the address with its code; the pending sign-up may then be completed. */
export async function verifySignUpCode(deps: Deps, email: string, code: string): Promise<void> {
  const pending = await findPendingSignUp(deps, email);
  if (!pending) throw new HttpError(400, codeMessages.invalid);
  const check = await checkCode(
    { db: deps.db, clock: deps.clock, key: deps.config.encryptionKey },
    { tempUserId: pending.id },
    "signup",
    code,
    { consume: true },
  );
  if (check.result !== "valid") throw new HttpError(400, codeMessages[check.result]);
  await deps.db.update(tempUsers).set({ emailVerified: true }).where(eq(tempUsers.id, pending.id));
}
