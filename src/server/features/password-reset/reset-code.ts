import { and, eq, sql } from "drizzle-orm";
import { authLogs, type UserRow, users } from "../../db/schema";
import { renderEmail } from "../../delivery/email-template";
import { queueEmail } from "../../delivery/outbox";
import type { FeatureDeps } from "../../feature-deps";
import { HttpError } from "../../plugins/error-handler";
import { authEventsInLastHour, type RequestOrigin } from "../../security/auth-log";
import { checkCode, codeFailureMessages, issueCode } from "../../security/one-time-codes";
import { logPasswordEvent } from "./password-log";

const maxEmailsPerHour = 5;

type Deps = Pick<FeatureDeps, "db" | "clock" | "config">;

async function enabledUserByEmail({ db }: Deps, email: string): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email}`, eq(users.isEnabled, true)));
  return user;
}

/** Reset emails sent to the user within the last hour, counted from the auth log. */
function resetEmailsInLastHour(deps: Deps, userId: number): Promise<number> {
  return authEventsInLastHour(
    deps,
    and(
      eq(authLogs.userId, userId),
      eq(authLogs.eventType, "password-reset"),
      eq(authLogs.eventSubtype, "code-sent"),
    ),
  );
}

/**
 * Emails a reset code when the address belongs to an enabled account, at most 5 an hour.
 * The caller learns nothing either way: an unknown address and the limit are only logged.
 */
export async function sendResetCode(deps: Deps, origin: RequestOrigin, email: string) {
  const user = await enabledUserByEmail(deps, email);
  const log = (step: string, status: "success" | "failure") =>
    logPasswordEvent(deps, origin, {
      eventType: "password-reset",
      step,
      status,
      ...(user ? { user } : { details: { email } }),
    });
  if (!user) return log("unknown-email", "failure");
  if ((await resetEmailsInLastHour(deps, user.id)) >= maxEmailsPerHour) {
    return log("rate-limited", "failure");
  }
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
  await log("code-sent", "success");
}

/**
 * Checks a reset code; with `consume` it is used up. An unknown address fails exactly like a
 * wrong code. Answers the code's user.
 */
export async function checkResetCode(
  deps: Deps,
  origin: RequestOrigin,
  email: string,
  code: string,
  { consume }: { consume: boolean },
): Promise<UserRow> {
  const user = await enabledUserByEmail(deps, email);
  const log = (step: string, status: "success" | "failure", reason?: string) =>
    logPasswordEvent(deps, origin, {
      eventType: "password-reset",
      step,
      status,
      ...(user ? { user } : {}),
      details: reason ? { email, reason } : { email },
    });
  if (!user) {
    await log("code-rejected", "failure", "unknown-email");
    throw new HttpError(400, codeFailureMessages.invalid);
  }
  const { result } = await checkCode(
    { db: deps.db, clock: deps.clock, key: deps.config.encryptionKey },
    { userId: user.id },
    "password-reset",
    code,
    { consume },
  );
  if (result !== "valid") {
    await log("code-rejected", "failure", result);
    throw new HttpError(400, codeFailureMessages[result]);
  }
  // A code that is used up is logged with the reset it allowed.
  if (!consume) await log("code-verified", "success");
  return user;
}
