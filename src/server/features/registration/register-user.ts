import { eq, sql } from "drizzle-orm";
import { tempUsers, users } from "../../db/schema";
import type { FeatureDeps } from "../../feature-deps";
import { HttpError } from "../../plugins/error-handler";
import { hashPassword } from "../../security/password";
import { emailHasAccount, findPendingSignUp } from "./pending-sign-up";

export type NewAccount = {
  username: string;
  password: string;
  email: string;
  firstName?: string;
  lastName?: string;
  timeZone?: string;
};

function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string; cause?: { code?: string } }).code;
  const causeCode = (error as { cause?: { code?: string } }).cause?.code;
  return code === "23505" || causeCode === "23505";
}

/** Creates the account of a verified pending sign-up; the pending sign-up is then gone. */
export async function registerUser(deps: Pick<FeatureDeps, "db" | "clock">, input: NewAccount) {
  const { db } = deps;
  const pending = await findPendingSignUp(deps, input.email);
  if (!pending?.emailVerified) {
    throw new HttpError(400, "Please verify your email address first");
  }
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = ${input.username.toLowerCase()}`);
  if (taken) throw new HttpError(409, "Username already exists");
  if (await emailHasAccount(db, input.email)) {
    throw new HttpError(409, "An account with this email already exists");
  }
  const password = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          username: input.username,
          password,
          email: input.email,
          emailVerified: true,
          firstName: input.firstName ?? null,
          lastName: input.lastName ?? null,
          ...(input.timeZone ? { timeZone: input.timeZone } : {}),
        })
        .returning();
      await tx.delete(tempUsers).where(eq(tempUsers.id, pending.id));
      if (!user) throw new Error("user was not created");
      return user;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, "Username already exists");
    throw error;
  }
}
