import { isCommonPassword } from "@common/accounts/common-passwords";
import { eq, sql } from "drizzle-orm";
import { insertRow } from "../../db/insert-row";
import { tempUsers, type UserRow, users } from "../../db/schema";
import type { ServiceDeps } from "../../feature-deps";
import type { RequestOrigin } from "../../security/auth-log";
import { commonPasswordError } from "../../security/common-passwords";
import { hashPassword } from "../../security/password";
import { HttpError } from "../../shared/http-error";
import { accountConflict, conflictMessages } from "./account-conflict";
import { emailHasAccount, findPendingSignUp } from "./pending-sign-up";
import { signUpStepsFromIp, signUpsPerIpPerHour, tooManySignUpsMessage } from "./sign-up-limits";
import { logSignUpStep } from "./sign-up-log";

export type NewAccount = {
  username: string;
  password: string;
  email: string;
  firstName?: string | undefined;
  lastName?: string | undefined;
  timeZone?: string | undefined;
};

async function usernameTaken({ db }: ServiceDeps, username: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = ${username.toLowerCase()}`)
    .limit(1);
  return row !== undefined;
}

async function createAccount(
  deps: ServiceDeps,
  input: NewAccount,
  pendingId: number,
): Promise<UserRow> {
  const password = await hashPassword(input.password);
  return deps.db.transaction(async (tx) => {
    const user = await insertRow(tx, users, "user", {
      username: input.username,
      password,
      email: input.email,
      emailVerified: true,
      firstName: input.firstName ?? null,
      lastName: input.lastName ?? null,
      ...(input.timeZone ? { timeZone: input.timeZone } : {}),
    });
    await tx.delete(tempUsers).where(eq(tempUsers.id, pendingId));
    return user;
  });
}

/**
 * Creates the account of a verified, unexpired pending sign-up, which is then gone. The
 * address must be the one this browser verified (`verifiedEmail`); at most 30 accounts an hour
 * are created from one IP address. The caller signs the new user in.
 */
export async function registerUser(
  deps: ServiceDeps,
  origin: RequestOrigin,
  input: NewAccount,
  { verifiedEmail }: { verifiedEmail: string | undefined },
): Promise<UserRow> {
  const refuse = async (error: HttpError) => {
    await logSignUpStep(deps, origin, "refused", {
      email: input.email,
      username: input.username,
      reason: error.message,
    });
    return error;
  };

  const created = await signUpStepsFromIp(deps, origin.ipAddress, ["account-created"]);
  if (created >= signUpsPerIpPerHour.accounts) {
    throw await refuse(new HttpError(429, tooManySignUpsMessage));
  }
  const pending = await findPendingSignUp(deps, input.email);
  if (!pending?.emailVerified || verifiedEmail !== input.email) {
    throw await refuse(new HttpError(400, "Please verify your email address first"));
  }
  if (isCommonPassword(input.password)) throw await refuse(commonPasswordError());
  if (await usernameTaken(deps, input.username)) {
    throw await refuse(new HttpError(409, conflictMessages.username));
  }
  if (await emailHasAccount(deps.db, input.email)) {
    throw await refuse(new HttpError(409, conflictMessages.email));
  }
  let user: UserRow;
  try {
    user = await createAccount(deps, input, pending.id);
  } catch (error) {
    const conflict = accountConflict(error);
    throw conflict ? await refuse(conflict) : error;
  }
  await logSignUpStep(deps, origin, "account-created", {
    email: user.email ?? input.email,
    userId: user.id,
    username: user.username,
  });
  return user;
}
