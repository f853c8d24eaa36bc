import { eq } from "drizzle-orm";
import { afterEach, expect, it } from "vitest";
import { adminAuditLog, adminCredentials, adminSessions } from "../../src/server/db/schema";
import { openAdminSession } from "../../src/server/security/admin-sessions";
import { verifyPassword } from "../../src/server/security/password";
import { testAdminCredential } from "../support/admin";
import { createUser, loginSessionIdOf, passwordHashOf, signInAs } from "../support/factories";
import { setUpServerData, signedInSessions } from "../support/server-data";
import { runScript, type ServerProcess, startServer } from "../support/server-process";
import { ServerVisitor } from "../support/server-visitor";
import { testEngine } from "../support/test-database";

// npm run admin:password with real processes: on the database it opens itself when no server
// runs, and through the running server (embedded database) or beside it (PostgreSQL).

const engine = testEngine();
const data = setUpServerData();
const running: ServerProcess[] = [];

afterEach(async () => {
  for (const server of running.splice(0)) await server.stop("SIGKILL");
});

const newPassword = "Recovered-admin-passw0rd";

const setPassword = (input: string, args: string[] = []) =>
  runScript("admin:password", args, data.env, { input });

it(`refuses weak passwords and unknown usernames, then sets the password and ends every admin session (${engine}, no server)`, async () => {
  const database = await data.open();
  try {
    const [credential] = await database.db
      .insert(adminCredentials)
      .values({
        username: "keeper",
        passwordHash: await passwordHashOf("Old-admin-passw0rd!"),
        mfaEnabled: true,
        mfaSecret: "v1.sealed.with.the-lost-authenticator",
      })
      .returning();
    const user = await createUser(database.db, { isAdmin: true });
    const clock = { now: () => new Date() };
    const cookie = await signInAs(
      { db: database.db, sessionSecret: data.sessionSecret, clock },
      user.id,
    );
    await openAdminSession(database.db, clock, {
      userId: user.id,
      credentialId: credential?.id ?? 0,
      loginSessionId: loginSessionIdOf(cookie),
    });
  } finally {
    await database.close();
  }

  // Refusals change nothing, so they can be asked at the same moment.
  const [short, common, unknown, usage] = await Promise.all([
    setPassword("Short-1!\n"),
    setPassword("Password12345\n"),
    setPassword(`${newPassword}\n`, ["--username", "nobody"]),
    setPassword(`${newPassword}\n`, ["--user", "keeper"]),
  ]);
  expect(short.stderr).toContain("Admin password must be at least 12 characters");
  expect(short.code).toBe(1);
  expect(common.stderr).toContain("This password is too common.");
  expect(common.code).toBe(1);
  expect(unknown.stderr).toContain('No admin credential has the username "nobody".');
  expect(unknown.code).toBe(1);
  expect(usage.stderr).toContain("Usage: npm run admin:password");
  expect(usage.code).toBe(2);

  const changed = await setPassword(`${newPassword}\n`, ["--username", "KEEPER", "--turn-off-mfa"]);

  expect(changed.stdout).toContain(
    'The admin password of "keeper" is changed. Admin sessions ended: 1.',
  );
  expect(changed.stdout).toContain("Two-factor authentication is off");
  expect(changed.code).toBe(0);
  const after = await data.open();
  try {
    const [credential] = await after.db
      .select()
      .from(adminCredentials)
      .where(eq(adminCredentials.username, "keeper"));
    expect(await verifyPassword(credential?.passwordHash ?? "", newPassword)).toBe(true);
    expect(credential).toMatchObject({ mfaEnabled: false, mfaSecret: null });
    expect(await after.db.select().from(adminSessions)).toEqual([]);
    const trail = await after.db.select().from(adminAuditLog);
    expect(trail).toMatchObject([
      {
        actorUsername: "npm run admin:password",
        action: "admin_password_changed",
        details: { credential: "keeper", from: "terminal", otherSessionsEnded: 1 },
      },
      { actorUsername: "npm run admin:password", action: "admin_mfa_disabled" },
    ]);
    // With two credentials the command asks which one.
    await after.db.insert(adminCredentials).values({ username: "second", passwordHash: "x" });
  } finally {
    await after.close();
  }
  const ambiguous = await setPassword(`${newPassword}\n`);
  expect(ambiguous.stderr).toContain(
    'There are several admin credentials ("keeper", "second"): name one with --username.',
  );
  expect(ambiguous.code).toBe(1);
}, 240_000);

it(`changes the password while the server runs (${engine}): its admin sessions end and the new password signs in`, async () => {
  const [admin] = await signedInSessions(data, 1, { isAdmin: true });
  const server = await startServer({
    ...data.env,
    LOG_LEVEL: "warn",
    ADMIN_USERNAME: testAdminCredential.username,
    ADMIN_PASSWORD: testAdminCredential.password,
  });
  running.push(server);
  const visitor = new ServerVisitor(server.url, admin?.cookie);
  const signIn = (password: string) =>
    visitor.post("/api/admin/login", { username: testAdminCredential.username, password });
  const opened = await signIn(testAdminCredential.password);
  expect(opened.status).toBe(200);
  const { sessionId } = (await opened.json()) as { sessionId: string };
  const sessionStatus = () =>
    fetch(`${server.url}/api/admin/session`, {
      headers: { cookie: visitor.cookieHeader, "x-admin-session": sessionId },
    });
  expect((await sessionStatus()).status).toBe(200);

  const changed = await setPassword(`${newPassword}\n`, [
    "--username",
    testAdminCredential.username,
  ]);

  expect(changed.stderr).toBe("");
  expect(changed.stdout).toContain(
    `The admin password of "${testAdminCredential.username}" is changed.`,
  );
  expect(changed.code).toBe(0);
  expect((await sessionStatus()).status).toBe(403);
  expect((await signIn(testAdminCredential.password)).status).toBe(401);
  expect((await signIn(newPassword)).status).toBe(200);
}, 240_000);
