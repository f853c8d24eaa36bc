import { adminSessionHeader } from "@common/access";
import { eq } from "drizzle-orm";
import { adminCredentials, type users } from "../../src/server/db/schema";
import { openAdminSession } from "../../src/server/security/admin-sessions";
import { loginSessionIdOf, passwordHashOf, signedIn } from "./factories";
import type { TestAppHandle } from "./test-app";

type NewUser = typeof users.$inferInsert;

/** The admin credential tests sign into the admin area with. */
export const testAdminCredential = { username: "operator", password: "Admin-area-passw0rd" };

/** The test database's admin credential, created the first time a test needs it. */
export async function adminCredential(
  t: TestAppHandle,
): Promise<typeof adminCredentials.$inferSelect> {
  const [existing] = await t.db
    .select()
    .from(adminCredentials)
    .where(eq(adminCredentials.username, testAdminCredential.username));
  if (existing) return existing;
  const [created] = await t.db
    .insert(adminCredentials)
    .values({
      username: testAdminCredential.username,
      passwordHash: await passwordHashOf(testAdminCredential.password),
    })
    .onConflictDoNothing()
    .returning();
  return created ?? (await adminCredential(t));
}

/**
 * A new administrator, signed in, with a live admin session opened the way the admin sign-in
 * opens it: the agent sends its id in x-admin-session, as the web app does on admin calls.
 */
export async function signedInAdmin(t: TestAppHandle, overrides: Partial<NewUser> = {}) {
  const { user, agent } = await signedIn(t, { isAdmin: true, ...overrides });
  const credential = await adminCredential(t);
  const { sessionId } = await openAdminSession(t.db, t.clock, {
    userId: user.id,
    credentialId: credential.id,
    loginSessionId: loginSessionIdOf(agent.cookieHeader),
  });
  agent.setHeader(adminSessionHeader, sessionId);
  return { user, agent, adminSessionId: sessionId };
}
