import { and, eq, sql } from "drizzle-orm";
import { type UserRow, users } from "../../db/schema";
import { queueEmail } from "../../delivery/outbox";
import type { FeatureDeps, ServiceDeps } from "../../feature-deps";
import { emailsToAddressInLastHour, type RequestOrigin } from "../../security/auth-log";
import { checkCode, codeFailureMessages, issueCode } from "../../security/one-time-codes";
import { HttpError } from "../../shared/http-error";
import { logPasswordEvent } from "./password-log";
import { noAccountEmail, resetCodeEmail } from "./reset-emails";

const maxEmailsPerHour = 5;
/** The logged steps that mailed the address; the hourly limit counts them. */
const mailedSteps = ["code-sent", "no-account-notice"];

async function enabledUserByEmail(
  { db }: ServiceDeps & Pick<FeatureDeps, "config">,
  email: string,
): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email}`, eq(users.isEnabled, true)));
  return user;
}

/**
 * Emails a reset code when the address belongs to an enabled account, and otherwise a notice
 * that no active account uses it; at most 5 emails an hour reach one address. Both cases do
 * the same work (the code is issued for the address either way, only the email differs), so
 * neither the answer, nor its timing, nor a later check of a code tells them apart.
 */
export async function sendResetCode(
  deps: ServiceDeps & Pick<FeatureDeps, "config">,
  origin: RequestOrigin,
  email: string,
) {
  const user = await enabledUserByEmail(deps, email);
  const log = (step: string, status: "success" | "failure") =>
    logPasswordEvent(deps, origin, {
      eventType: "password-reset",
      step,
      status,
      ...(user ? { user } : {}),
      details: { email },
    });
  if (
    (await emailsToAddressInLastHour(deps, "password-reset", mailedSteps, email)) >=
    maxEmailsPerHour
  ) {
    return log("rate-limited", "failure");
  }
  const code = await issueCode(
    { db: deps.db, clock: deps.clock, key: deps.config.encryptionKey },
    { address: email },
    "password-reset",
  );
  await queueEmail(
    deps.db,
    user ? resetCodeEmail(email, code) : noAccountEmail(email, deps.config.appUrl),
  );
  await log(user ? "code-sent" : "no-account-notice", "success");
}

/**
 * Checks the address's reset code; with `consume` it is used up. An address without an
 * account has a code too (never sent), so its wrong tries, lock and expiry answer exactly as
 * an account's do. Answers the code's user.
 */
export async function checkResetCode(
  deps: ServiceDeps & Pick<FeatureDeps, "config">,
  origin: RequestOrigin,
  email: string,
  code: string,
  { consume }: { consume: boolean },
): Promise<UserRow> {
  const user = await enabledUserByEmail(deps, email);
  const check = await checkCode(
    { db: deps.db, clock: deps.clock, key: deps.config.encryptionKey },
    { address: email },
    "password-reset",
    code,
    { consume },
  );
  const log = (step: string, status: "success" | "failure", reason?: string) =>
    logPasswordEvent(deps, origin, {
      eventType: "password-reset",
      step,
      status,
      ...(user ? { user } : {}),
      details: reason ? { email, reason } : { email },
    });
  if (check.result !== "valid" || !user) {
    // A code guessed for an address without an account still resets nothing.
    const reason = check.result === "valid" ? "invalid" : check.result;
    await log("code-rejected", "failure", reason);
    throw new HttpError(400, codeFailureMessages[reason]);
  }
  // A code that is used up is logged with the reset it allowed.
  if (!consume) await log("code-verified", "success");
  return user;
}
