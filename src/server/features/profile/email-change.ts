import { and, eq, ne, sql } from "drizzle-orm";
import type { Database } from "../../db/open";
import { type UserRow, users } from "../../db/schema";
import { violatesUnique } from "../../db/unique-violation";
import { queueEmail } from "../../delivery/outbox";
import type { ServiceDepsWithKey } from "../../feature-deps";
import type { RequestOrigin } from "../../security/auth-log";
import { issueCode } from "../../security/one-time-codes";
import { HttpError } from "../../shared/http-error";
import { logContactChange } from "./contact-change-log";
import { ensureCodeAllowance, redeemContactCode } from "./contact-code";
import { emailChangedNotice, newAddressCodeEmail } from "./email-change-emails";

const takenMessage = "An account with this email already exists";

async function emailTakenByOther(db: Database, email: string, userId: number) {
  const [owner] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, ne(users.id, userId)));
  return owner !== undefined;
}

/** Two changes (or a sign-up) racing to the same address meet the unique index. */
const isEmailConflict = (error: unknown) => violatesUnique(error, "users_email_key");

/** Emails a code to the new address; the account's address changes only once it comes back. */
export async function requestEmailChange(
  deps: ServiceDepsWithKey,
  origin: RequestOrigin,
  user: UserRow,
  email: string,
): Promise<void> {
  await ensureCodeAllowance(deps, origin, user, "email-change");
  if (await emailTakenByOther(deps.db, email, user.id)) {
    await logContactChange(deps, origin, user, "email-change", "email-taken", { email });
    throw new HttpError(409, takenMessage);
  }
  const code = await issueCode(deps, { userId: user.id }, "email-change", email);
  await queueEmail(deps.db, newAddressCodeEmail(email, code));
  await logContactChange(deps, origin, user, "email-change", "code-sent", { email });
}

/**
 * Uses the code sent to the new address, which becomes the account's (verified) email; the
 * old address is told. The address is checked again: another account may have taken it since.
 */
export async function confirmEmailChange(
  deps: ServiceDepsWithKey & { appUrl: string },
  origin: RequestOrigin,
  user: UserRow,
  code: string,
): Promise<UserRow> {
  const email = await redeemContactCode(deps, origin, user, "email-change", code);
  const taken = async () => {
    await logContactChange(deps, origin, user, "email-change", "email-taken", { email });
    return new HttpError(409, takenMessage);
  };
  if (await emailTakenByOther(deps.db, email, user.id)) throw await taken();
  let updated: UserRow | undefined;
  try {
    [updated] = await deps.db
      .update(users)
      .set({ email, emailVerified: true, updatedAt: deps.clock.now() })
      .where(eq(users.id, user.id))
      .returning();
  } catch (error) {
    if (isEmailConflict(error)) throw await taken();
    throw error;
  }
  if (!updated) throw new HttpError(404, "Not found");
  const previous = user.email;
  if (previous && previous.toLowerCase() !== email) {
    await queueEmail(deps.db, emailChangedNotice(previous, email, deps.appUrl));
  }
  await logContactChange(deps, origin, user, "email-change", "changed", {
    previousEmail: previous,
    email,
  });
  return updated;
}
