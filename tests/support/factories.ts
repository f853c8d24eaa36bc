import { randomBytes } from "node:crypto";
import { Signer } from "@fastify/cookie";
import type { Clock } from "../../src/server/clock";
import type { Database } from "../../src/server/db/open";
import { sessions, users } from "../../src/server/db/schema";
import { sessionMaxAgeMs, sessionRowId } from "../../src/server/plugins/session-store";
import { sessionCookieName } from "../../src/server/plugins/sessions";
import { hashPassword } from "../../src/server/security/password";
import { Agent } from "./agent";
import type { TestAppHandle } from "./test-app";

type NewUser = typeof users.$inferInsert;

let sequence = 0;

/** A user with unique username and email; any field can be overridden. */
export async function createUser(db: Database, overrides: Partial<NewUser> = {}) {
  sequence += 1;
  const tag = `${Date.now().toString(36)}${sequence}`;
  const [user] = await db
    .insert(users)
    .values({
      username: `user_${tag}`,
      password: "not-a-real-hash",
      email: `user_${tag}@example.com`,
      emailVerified: true,
      ...overrides,
    })
    .returning();
  if (!user) throw new Error("user was not created");
  return user;
}

/**
 * A signed session cookie for the user, stored the way the app stores sessions, so tests
 * outside the accounts feature can act as a signed-in user without going through sign-in.
 */
export async function signInAs(
  { db, sessionSecret, clock }: { db: Database; sessionSecret: string; clock: Clock },
  userId: number,
): Promise<string> {
  const expiresAt = new Date(clock.now().getTime() + sessionMaxAgeMs);
  const sessionId = randomBytes(24).toString("base64url");
  await db.insert(sessions).values({
    id: sessionRowId(sessionId),
    userId,
    data: { userId },
    expiresAt,
  });
  return `${sessionCookieName}=${encodeURIComponent(new Signer(sessionSecret).sign(sessionId))}`;
}

/**
 * The `sessions` row id of the sign-in a cookie header carries (what an admin session is
 * opened in); throws when it carries none.
 */
export function loginSessionIdOf(cookieHeader: string): string {
  const signed = cookieHeader
    .split("; ")
    .find((cookie) => cookie.startsWith(`${sessionCookieName}=`))
    ?.slice(sessionCookieName.length + 1);
  if (!signed) throw new Error("no session cookie");
  const value = decodeURIComponent(signed);
  return sessionRowId(value.slice(0, value.lastIndexOf(".")));
}

/** A new user and an agent signed in as them. */
export async function signedIn(t: TestAppHandle, overrides: Partial<NewUser> = {}) {
  const user = await createUser(t.db, overrides);
  return { user, agent: new Agent(t.app, await signInAs(t, user.id)) };
}

const passwordHashes = new Map<string, Promise<string>>();

/**
 * The stored form of a password, for users who sign in with it; hashed once per test file,
 * since hashing is slow on purpose.
 */
export function passwordHashOf(password: string): Promise<string> {
  let hash = passwordHashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    passwordHashes.set(password, hash);
  }
  return hash;
}
