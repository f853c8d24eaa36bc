import { eq, sql } from "drizzle-orm";
import { users } from "../../db/schema";
import { renderEmail } from "../../delivery/email-template";
import { queueEmail } from "../../delivery/outbox";
import type { FeatureDeps } from "../../feature-deps";
import type { UserRow } from "../../plugins/auth-guards";
import { HttpError } from "../../plugins/error-handler";
import { checkCode, issueCode } from "../../security/one-time-codes";
import { textCode } from "../../security/sms-code";

type Deps = Pick<FeatureDeps, "db" | "clock" | "config">;

const codeMessages = {
  invalid: "Invalid verification code",
  expired: "This verification code has expired. Please request a new one.",
  locked: "Too many incorrect attempts. Please request a new code.",
} as const;

function codeDeps({ db, clock, config }: Deps) {
  return { db, clock, key: config.encryptionKey };
}

async function assertEmailFree(deps: Deps, email: string, userId: number) {
  const [owner] = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email}`);
  if (owner && owner.id !== userId) {
    throw new HttpError(409, "An account with this email already exists");
  }
}

/** Emails a code to the new address; the address changes only once the code comes back. */
export async function requestEmailChange(deps: Deps, user: UserRow, email: string) {
  await assertEmailFree(deps, email, user.id);
  const code = await issueCode(codeDeps(deps), { userId: user.id }, "email-change", email);
  await queueEmail(deps.db, {
    to: email,
    subject: "Confirm your new CertMinder email address",
    ...renderEmail({
      heading: "Confirm your new email address",
      paragraphs: [
        "Enter this code in CertMinder to use this address for your account. It expires in 10 minutes.",
      ],
      code,
    }),
  });
}

export async function confirmEmailChange(deps: Deps, user: UserRow, code: string) {
  const check = await checkCode(codeDeps(deps), { userId: user.id }, "email-change", code, {
    consume: true,
  });
  if (check.result !== "valid" || !check.target) {
    throw new HttpError(400, codeMessages[check.result === "valid" ? "invalid" : check.result]);
  }
  const email = check.target;
  await assertEmailFree(deps, email, user.id);
  const [updated] = await deps.db
    .update(users)
    .set({ email, emailVerified: true, updatedAt: deps.clock.now() })
    .where(eq(users.id, user.id))
    .returning();
  if (user.email && user.email !== email) {
    await queueEmail(deps.db, {
      to: user.email,
      subject: "Your CertMinder email address was changed",
      ...renderEmail({
        heading: "Your email address was changed",
        paragraphs: [
          `Your CertMinder account now uses ${email}. If you did not make this change, reset your password at ${deps.config.appUrl}/forgot-password and contact support.`,
        ],
      }),
    });
  }
  return updated;
}

/** Texts a code to the new number; it replaces the old one only once confirmed. */
export async function requestPhoneChange(deps: Deps, user: UserRow, phoneNumber: string) {
  await textCode(codeDeps(deps), user.id, phoneNumber, "phone", "phone verification");
}

export async function confirmPhoneChange(deps: Deps, user: UserRow, code: string) {
  const check = await checkCode(codeDeps(deps), { userId: user.id }, "phone", code, {
    consume: true,
  });
  if (check.result !== "valid" || !check.target) {
    throw new HttpError(400, codeMessages[check.result === "valid" ? "invalid" : check.result]);
  }
  const [updated] = await deps.db
    .update(users)
    .set({ phoneNumber: check.target, phoneVerified: true, updatedAt: deps.clock.now() })
    .where(eq(users.id, user.id))
    .returning();
  return updated;
}
