import { and, eq, ne, sql } from "drizzle-orm";
import { sessions, trustedDevices, users } from "../../db/schema";
import { renderEmail } from "../../delivery/email-template";
import { queueEmail } from "../../delivery/outbox";
import type { FeatureDeps } from "../../feature-deps";
import { HttpError } from "../../plugins/error-handler";
import { checkCode, issueCode } from "../../security/one-time-codes";
import { hashPassword } from "../../security/password";

type Deps = Pick<FeatureDeps, "db" | "clock" | "config">;

const codeMessages = {
  invalid: "Invalid verification code",
  expired: "This verification code has expired. Please request a new one.",
  locked: "Too many incorrect attempts. Please request a new code.",
} as const;

async function enabledUserByEmail({ db }: Deps, email: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email}`, eq(users.isEnabled, true)));
  return user;
}

/** Emails a reset code when the address has an account; the caller learns nothing either way. */
export async function sendResetCode(deps: Deps, email: string): Promise<number | undefined> {
  const user = await enabledUserByEmail(deps, email);
  if (!user) return undefined;
  const code = await issueCode(
    { db: deps.db, clock: deps.clock, key: deps.config.encryptionKey },
    { userId: user.id },
    "password-reset",
  );
  await queueEmail(deps.db, {
    to: email,
    subject: "Reset your CertMinder password",
    ...renderEmail({
      heading: "Reset your password",
      paragraphs: [
        "Enter this code in CertMinder to choose a new password. It expires in 10 minutes.",
        "If you did not ask to reset your password, you can ignore this email; your password stays the same.",
      ],
      code,
    }),
  });
  return user.id;
}

/** Checks (and with `consume`, uses up) a reset code; an unknown email fails like a wrong code. */
export async function checkResetCode(deps: Deps, email: string, code: string, consume: boolean) {
  const user = await enabledUserByEmail(deps, email);
  if (!user) throw new HttpError(400, codeMessages.invalid);
  const check = await checkCode(
    { db: deps.db, clock: deps.clock, key: deps.config.encryptionKey },
    { userId: user.id },
    "password-reset",
    code,
    { consume },
  );
  if (check.result !== "valid") throw new HttpError(400, codeMessages[check.result]);
  return user;
}

/** Sets the new password and signs the account out everywhere, trusted devices included. */
export async function resetPassword(deps: Deps, email: string, code: string, password: string) {
  const user = await checkResetCode(deps, email, code, true);
  const hash = await hashPassword(password);
  await deps.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ password: hash, updatedAt: deps.clock.now() })
      .where(eq(users.id, user.id));
    await tx.delete(sessions).where(eq(sessions.userId, user.id));
    await tx.delete(trustedDevices).where(eq(trustedDevices.userId, user.id));
  });
  return user;
}

/** Changes the password and ends every other session of the user. */
export async function changePassword(
  { db, clock }: Pick<FeatureDeps, "db" | "clock">,
  userId: number,
  newPassword: string,
  currentSessionRowId: string,
) {
  const hash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ password: hash, updatedAt: clock.now() })
      .where(eq(users.id, userId));
    await tx
      .delete(sessions)
      .where(and(eq(sessions.userId, userId), ne(sessions.id, currentSessionRowId)));
  });
}
