import { randomBytes } from "node:crypto";
import { adminOnlyMessage, adminSessionHeader, adminSessionRequiredMessage } from "@common/access";
import { commonPasswordMessage } from "@common/accounts/fields";
import { adminCredentialMessages } from "@common/admin-credential";
import { adminSignInLockedMessage, adminSignInMessages } from "@common/admin-session";
import { and, eq } from "drizzle-orm";
import * as OTPAuth from "otpauth";
import { beforeEach, describe, expect, it } from "vitest";
import {
  adminAuditLog,
  adminCredentials,
  adminLoginAttempts,
  adminSessions,
  authLogs,
  users,
} from "../../src/server/db/schema";
import { openAdminSession } from "../../src/server/security/admin-sessions";
import { openSecret, sealSecret } from "../../src/server/security/secret-box";
import { signedInAdmin } from "../support/admin";
import { Agent } from "../support/agent";
import { loginSessionIdOf, passwordHashOf, signedIn, signInAs } from "../support/factories";
import { latestCodeSentTo } from "../support/outbox";
import { setUpTestApp } from "../support/test-app";

const key = randomBytes(32);
const t = setUpTestApp({ config: { encryptionKey: key }, now: "2026-05-04T09:00:00Z" });

const password = "Admin-credential-passw0rd";
const sessionRefused = { message: adminSessionRequiredMessage, adminSessionRequired: true };

// Every test starts with no recent failures, so one test's lock holds no other back.
beforeEach(async () => {
  await t.db.delete(adminLoginAttempts);
});

let credentialSequence = 0;

/** A new admin credential of its own (so tests do not share locks or MFA), MFA on or off. */
async function newCredential({ mfa = false }: { mfa?: boolean } = {}) {
  credentialSequence += 1;
  const secret = new OTPAuth.Secret({ size: 20 }).base32;
  const [credential] = await t.db
    .insert(adminCredentials)
    .values({
      username: `Operator${credentialSequence}`,
      passwordHash: await passwordHashOf(password),
      ...(mfa ? { mfaEnabled: true, mfaSecret: sealSecret(key, secret) } : {}),
    })
    .returning();
  if (!credential) throw new Error("no credential");
  return { credential, secret };
}

/** The authenticator's code `steps` time steps (30 s) from the test clock's now. */
function codeOf(secret: string, steps = 0): string {
  return new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate({
    timestamp: t.clock.now().getTime() + steps * 30_000,
  });
}

/** A signed-in administrator not yet in the admin area. */
const administrator = () => signedIn(t, { isAdmin: true });

function adminLogin(agent: Agent, username: string, pass = password, token?: string) {
  return agent.post("/api/admin/login", { username, password: pass, token });
}

/** Signs the agent into the admin area through the API and sends the id from then on. */
async function enterAdminArea(agent: Agent, username: string, token?: string) {
  const response = await adminLogin(agent, username, password, token);
  expect(response.statusCode).toBe(200);
  const { sessionId } = response.json<{ sessionId: string }>();
  agent.setHeader(adminSessionHeader, sessionId);
  return sessionId;
}

/** An administrator in the admin area, with a session opened with `credentialId`. */
async function inAdminAreaWith(credentialId: number) {
  const { user, agent } = await administrator();
  const { sessionId, session } = await openAdminSession(t.db, t.clock, {
    userId: user.id,
    credentialId,
    loginSessionId: loginSessionIdOf(agent.cookieHeader),
  });
  agent.setHeader(adminSessionHeader, sessionId);
  return { user, agent, session };
}

const attemptsOf = (username: string) =>
  t.db.select().from(adminLoginAttempts).where(eq(adminLoginAttempts.username, username));

describe("admin sign-in", () => {
  it("opens an admin session with the right username (any case) and password", async () => {
    const { credential } = await newCredential();
    const { user, agent } = await administrator();

    const response = await adminLogin(agent, credential.username.toUpperCase());

    expect(response.statusCode).toBe(200);
    const answer = response.json<{ sessionId: string; expiresAt: string }>();
    expect(answer.expiresAt).toBe("2026-05-04T17:00:00.000Z");
    agent.setHeader(adminSessionHeader, answer.sessionId);
    const status = await agent.get("/api/admin/session");
    expect(status.statusCode).toBe(200);
    expect(status.json()).toMatchObject({ username: credential.username, mfaEnabled: false });
    // Only a hash of the id is stored, bound to the user who signed in.
    const [stored] = await t.db
      .select()
      .from(adminSessions)
      .where(eq(adminSessions.userId, user.id));
    expect(stored?.sessionId).not.toBe(answer.sessionId);
    expect(stored?.sessionId).toMatch(/^[0-9a-f]{64}$/);
  });

  it("answers a wrong password and an unknown username alike, and records every attempt", async () => {
    const { credential } = await newCredential();
    const { user, agent } = await administrator();

    const wrongPassword = await adminLogin(agent, credential.username, "Not-the-password-1");
    const unknownName = await adminLogin(agent, "nobody-here");

    for (const response of [wrongPassword, unknownName]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: adminSignInMessages.invalid });
    }
    await enterAdminArea(agent, credential.username);
    const attempts = await t.db.select().from(adminLoginAttempts);
    expect(
      attempts.map(({ username, userId, ipAddress, success }) => ({
        username,
        userId,
        ipAddress,
        success,
      })),
    ).toEqual([
      {
        username: credential.username,
        userId: user.id,
        ipAddress: agent.ipAddress,
        success: false,
      },
      { username: "nobody-here", userId: user.id, ipAddress: agent.ipAddress, success: false },
      { username: credential.username, userId: user.id, ipAddress: agent.ipAddress, success: true },
    ]);
    const logged = await t.db
      .select()
      .from(authLogs)
      .where(and(eq(authLogs.eventType, "admin-login"), eq(authLogs.userId, user.id)));
    expect(logged.map(({ status, details }) => ({ status, details }))).toEqual([
      { status: "failure", details: { account: user.username, reason: "wrong password" } },
      { status: "failure", details: { account: user.username, reason: "unknown username" } },
      { status: "success", details: { account: user.username } },
    ]);
    // The passwords typed are nowhere in the log.
    expect(JSON.stringify(logged)).not.toContain("Not-the-password-1");
    expect(JSON.stringify(logged)).not.toContain(password);
  });

  it("asks for a code when the credential has MFA on, refuses a wrong or replayed one and takes the right one once", async () => {
    const { credential, secret } = await newCredential({ mfa: true });
    const { agent } = await administrator();

    const missing = await adminLogin(agent, credential.username);
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toEqual({
      message: adminSignInMessages.codeRequired,
      mfaRequired: true,
    });
    const wrongCode = String((Number(codeOf(secret)) + 1) % 1_000_000).padStart(6, "0");
    const wrong = await adminLogin(agent, credential.username, password, wrongCode);
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: adminSignInMessages.codeInvalid, mfaRequired: true });
    // A right code with a wrong password is still a wrong password.
    const badPassword = await adminLogin(
      agent,
      credential.username,
      "Wrong-passw0rd!",
      codeOf(secret),
    );
    expect(badPassword.json()).toEqual({ message: adminSignInMessages.invalid });

    const code = codeOf(secret);
    expect((await adminLogin(agent, credential.username, password, code)).statusCode).toBe(200);
    const replayed = await adminLogin(agent, credential.username, password, code);
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json()).toEqual({
      message: adminSignInMessages.codeInvalid,
      mfaRequired: true,
    });

    // The missing code was a step, not a failure: the wrong code, wrong password and replay were.
    const attempts = await attemptsOf(credential.username);
    expect(attempts.map((attempt) => attempt.success)).toEqual([false, false, true, false]);
    t.clock.advance({ minutes: 1 });
    expect(
      (await adminLogin(agent, credential.username, password, codeOf(secret))).statusCode,
    ).toBe(200);
  });
});

describe("admin sign-in locks", () => {
  it("locks an address after 5 failures in 15 minutes, whatever the usernames, before the password is checked; the lock ends by itself", async () => {
    const { credential } = await newCredential();
    const { agent } = await administrator();
    for (let failure = 0; failure < 5; failure += 1) {
      t.clock.advance({ minutes: 1 });
      expect((await adminLogin(agent, `guess-${failure}`)).statusCode).toBe(401);
    }

    const locked = await adminLogin(agent, credential.username);

    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({
      message: adminSignInLockedMessage(11),
      rateLimited: true,
      retryAfter: 11 * 60,
    });
    expect(locked.headers["retry-after"]).toBe(String(11 * 60));
    // Locked tries are not counted as failures, so they do not prolong the lock.
    expect(await attemptsOf(credential.username)).toEqual([]);
    // Another address may still sign in with the same credential.
    const { agent: elsewhere } = await administrator();
    await enterAdminArea(elsewhere, credential.username);

    t.clock.advance({ minutes: 10 });
    expect((await adminLogin(agent, credential.username)).json()).toMatchObject({
      message: adminSignInLockedMessage(1),
      retryAfter: 60,
    });
    t.clock.advance({ minutes: 1 });
    expect((await adminLogin(agent, credential.username)).statusCode).toBe(200);
    const [lockout] = await t.db
      .select()
      .from(authLogs)
      .where(and(eq(authLogs.eventType, "lockout"), eq(authLogs.eventSubtype, "admin-login")));
    expect(lockout).toMatchObject({
      username: credential.username,
      ipAddress: agent.ipAddress,
      details: { retryAfterMinutes: 11, lockedBy: "address" },
    });
  });

  it("locks a username (any case) after 5 failures in 15 minutes from any addresses", async () => {
    const { credential } = await newCredential();
    for (let failure = 0; failure < 5; failure += 1) {
      const { agent } = await administrator();
      const typed = failure % 2 ? credential.username.toLowerCase() : credential.username;
      expect((await adminLogin(agent, typed, "Wrong-passw0rd!")).statusCode).toBe(401);
    }
    const { agent } = await administrator();

    const locked = await adminLogin(agent, credential.username.toUpperCase());

    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({
      message: adminSignInLockedMessage(15),
      rateLimited: true,
      retryAfter: 15 * 60,
    });
    t.clock.advance({ minutes: 15 });
    await enterAdminArea(agent, credential.username);
  });
});

describe("admin sessions", () => {
  it("last 8 hours while in use, and no longer", async () => {
    const { credential } = await newCredential();
    const { agent } = await administrator();
    await enterAdminArea(agent, credential.username);
    for (let minutes = 25; minutes < 8 * 60; minutes += 25) {
      t.clock.advance({ minutes: 25 });
      expect((await agent.get("/api/admin/session")).statusCode, `${minutes} min`).toBe(200);
    }
    t.clock.set("2026-05-04T16:59:00Z");
    expect((await agent.get("/api/admin/session")).statusCode).toBe(200);
    t.clock.set("2026-05-04T17:00:00Z");

    const expired = await agent.get("/api/admin/session");

    expect(expired.statusCode).toBe(403);
    expect(expired.json()).toEqual(sessionRefused);
  });

  it("end after 30 minutes without a request", async () => {
    const { credential } = await newCredential();
    const { agent } = await administrator();
    await enterAdminArea(agent, credential.username);
    t.clock.advance({ minutes: 29 });
    expect((await agent.get("/api/admin/session")).statusCode).toBe(200);
    t.clock.advance({ minutes: 30 });

    expect((await agent.get("/api/admin/session")).json()).toEqual(sessionRefused);
  });

  it("work only for the user who opened them, and never with a forged id", async () => {
    const { agent: owner, adminSessionId } = await signedInAdmin(t);
    const { agent: otherAdministrator } = await administrator();
    otherAdministrator.setHeader(adminSessionHeader, adminSessionId);
    const { agent: forger } = await administrator();
    forger.setHeader(adminSessionHeader, randomBytes(32).toString("base64url"));

    expect((await owner.get("/api/admin/session")).statusCode).toBe(200);
    for (const agent of [otherAdministrator, forger]) {
      const refused = await agent.get("/api/admin/session");
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual(sessionRefused);
    }
  });

  it("stop working once the user is no longer an administrator", async () => {
    const { user, agent } = await signedInAdmin(t);
    expect((await agent.get("/api/admin/session")).statusCode).toBe(200);
    await t.db.update(users).set({ isAdmin: false }).where(eq(users.id, user.id));

    const refused = await agent.get("/api/admin/session");

    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: adminOnlyMessage });
  });

  it("end at admin sign-out, which is logged", async () => {
    const { user, agent } = await signedInAdmin(t);

    const logout = await agent.post("/api/admin/logout");

    expect(logout.statusCode).toBe(204);
    expect((await agent.get("/api/admin/session")).json()).toEqual(sessionRefused);
    expect(
      await t.db.select().from(adminSessions).where(eq(adminSessions.userId, user.id)),
    ).toEqual([]);
    const [logged] = await t.db
      .select()
      .from(authLogs)
      .where(and(eq(authLogs.eventType, "logout"), eq(authLogs.userId, user.id)));
    expect(logged).toMatchObject({ eventSubtype: "admin-area", status: "success" });
  });
});

describe("an admin session and the sign-in it was opened in", () => {
  const userPassword = "Own-account-passw0rd";

  /** An administrator in the admin area in one browser, and signed in in another. */
  async function inAdminAreaAndElsewhere() {
    const {
      user,
      agent: inArea,
      adminSessionId,
    } = await signedInAdmin(t, {
      password: await passwordHashOf(userPassword),
    });
    const elsewhere = new Agent(t.app, await signInAs(t, user.id));
    expect((await inArea.get("/api/admin/session")).statusCode).toBe(200);
    return { user, inArea, adminSessionId, elsewhere };
  }

  const adminSessionsOf = (userId: number) =>
    t.db.select().from(adminSessions).where(eq(adminSessions.userId, userId));

  it("works only in that sign-in, not in another of the same user", async () => {
    const { adminSessionId, elsewhere } = await inAdminAreaAndElsewhere();
    elsewhere.setHeader(adminSessionHeader, adminSessionId);

    const refused = await elsewhere.get("/api/admin/session");

    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(sessionRefused);
  });

  it("ends at sign-out, even one sent without the admin header, and is not back at the next sign-in", async () => {
    const { user, inArea, adminSessionId } = await inAdminAreaAndElsewhere();
    inArea.setHeader(adminSessionHeader, undefined);

    expect((await inArea.post("/api/logout")).statusCode).toBe(200);

    expect(await adminSessionsOf(user.id)).toEqual([]);
    const again = new Agent(t.app);
    const signIn = await again.post("/api/login", {
      username: user.username,
      password: userPassword,
    });
    expect(signIn.statusCode).toBe(200);
    again.setHeader(adminSessionHeader, adminSessionId);
    expect((await again.get("/api/admin/session")).json()).toEqual(sessionRefused);
  });

  it("ends when the user changes the password in that browser, which stays signed in", async () => {
    const { user, inArea } = await inAdminAreaAndElsewhere();

    const changed = await inArea.post("/api/user/password", {
      currentPassword: userPassword,
      newPassword: "Changed-own-passw0rd",
    });

    expect(changed.statusCode).toBe(200);
    expect((await inArea.get("/api/user")).statusCode).toBe(200);
    expect((await inArea.get("/api/admin/session")).json()).toEqual(sessionRefused);
    expect(await adminSessionsOf(user.id)).toEqual([]);
  });

  it.each([
    [
      "signs out other sessions",
      (elsewhere: Agent) => elsewhere.post("/api/user/sessions/sign-out-others"),
    ],
    [
      "changes the password",
      (elsewhere: Agent) =>
        elsewhere.post("/api/user/password", {
          currentPassword: userPassword,
          newPassword: "Changed-own-passw0rd",
        }),
    ],
  ])("ends when the user %s in another browser", async (_action, act) => {
    const { user, inArea, elsewhere } = await inAdminAreaAndElsewhere();

    expect((await act(elsewhere)).statusCode).toBe(200);

    expect(await adminSessionsOf(user.id)).toEqual([]);
    expect((await inArea.get("/api/admin/session")).statusCode).toBe(401);
  });

  it("ends when the password is reset", async () => {
    const { user, inArea } = await inAdminAreaAndElsewhere();
    const email = user.email ?? "";
    const stranger = new Agent(t.app);
    expect((await stranger.post("/api/forgot-password", { email })).statusCode).toBe(200);
    const code = await latestCodeSentTo(t.db, email);

    const reset = await stranger.post("/api/reset-password", {
      email,
      code,
      password: "Reset-own-passw0rd",
    });

    expect(reset.statusCode).toBe(200);
    expect(await adminSessionsOf(user.id)).toEqual([]);
    expect((await inArea.get("/api/admin/session")).statusCode).toBe(401);
  });
});

describe("the admin credential's password", () => {
  it("changes after the current one, ends every other admin session and is in the audit trail", async () => {
    const { credential } = await newCredential();
    const { user, agent } = await inAdminAreaWith(credential.id);
    const { agent: sameCredentialElsewhere } = await inAdminAreaWith(credential.id);
    const { agent: anotherAdministrator } = await signedInAdmin(t);
    const newPassword = "Brand-new-admin-pass-9";

    const changed = await agent.put("/api/admin/credential/password", {
      currentPassword: password,
      newPassword,
    });

    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({
      message: adminCredentialMessages.passwordChanged,
      mfaEnabled: false,
    });
    expect((await agent.get("/api/admin/session")).statusCode).toBe(200);
    for (const ended of [sameCredentialElsewhere, anotherAdministrator]) {
      expect((await ended.get("/api/admin/session")).json()).toEqual(sessionRefused);
    }
    const { agent: next } = await administrator();
    expect((await adminLogin(next, credential.username)).statusCode).toBe(401);
    expect((await adminLogin(next, credential.username, newPassword)).statusCode).toBe(200);
    const trail = await t.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.actorUserId, user.id));
    expect(trail).toMatchObject([
      {
        action: "admin_password_changed",
        actorUsername: user.username,
        ipAddress: agent.ipAddress,
        details: { credential: credential.username },
      },
    ]);
  });

  it("refuses a wrong current password (counted as a failed sign-in), a short one and a common one", async () => {
    const { credential } = await newCredential();
    const { agent } = await inAdminAreaWith(credential.id);
    const change = (currentPassword: string, newPassword: string) =>
      agent.put("/api/admin/credential/password", { currentPassword, newPassword });

    const wrong = await change("Not-the-current-1", "Brand-new-admin-pass-9");
    const short = await change(password, "Short-pass1");
    const common = await change(password, "Password1234!");

    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      message: adminCredentialMessages.currentPasswordWrong,
      field: "currentPassword",
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toContain(adminCredentialMessages.newPasswordTooShort);
    expect(common.statusCode).toBe(400);
    expect(common.json()).toEqual({ message: commonPasswordMessage, field: "newPassword" });
    expect((await attemptsOf(credential.username)).map((attempt) => attempt.success)).toEqual([
      false,
    ]);
    // The password did not change.
    const { agent: next } = await administrator();
    await enterAdminArea(next, credential.username);
  });
});

describe("the admin credential's MFA", () => {
  it("is set up with a sealed secret, confirmed by a code, then asked at sign-in; turning it off needs the password and a code", async () => {
    const { credential } = await newCredential();
    const { user, agent } = await inAdminAreaWith(credential.id);

    const setup = await agent.post("/api/admin/credential/mfa/setup");

    expect(setup.statusCode).toBe(200);
    const { secret, uri, qrCodeUrl } = setup.json<{
      secret: string;
      uri: string;
      qrCodeUrl: string;
    }>();
    expect(uri).toMatch(/^otpauth:\/\/totp\/CertMinder:admin%3AOperator\d+\?/);
    expect(uri).toContain(`secret=${secret}`);
    expect(qrCodeUrl).toMatch(/^data:image\/png;base64,/);
    const [pending] = await t.db
      .select()
      .from(adminCredentials)
      .where(eq(adminCredentials.id, credential.id));
    expect(pending?.mfaPendingSecret).not.toContain(secret);
    expect(openSecret(key, pending?.mfaPendingSecret ?? "")).toBe(secret);
    expect(pending?.mfaEnabled).toBe(false);

    const wrong = await agent.post("/api/admin/credential/mfa/enable", { token: "000000" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ message: adminCredentialMessages.codeInvalid, field: "token" });
    const enableCode = codeOf(secret);
    const enabled = await agent.post("/api/admin/credential/mfa/enable", { token: enableCode });
    expect(enabled.json()).toEqual({
      message: adminCredentialMessages.mfaEnabled,
      mfaEnabled: true,
    });
    expect((await agent.get("/api/admin/session")).json()).toMatchObject({ mfaEnabled: true });
    expect((await agent.post("/api/admin/credential/mfa/setup")).statusCode).toBe(409);

    const { agent: next } = await administrator();
    expect((await adminLogin(next, credential.username)).json()).toMatchObject({
      mfaRequired: true,
    });
    // The code that confirmed the set-up cannot sign in too.
    expect((await adminLogin(next, credential.username, password, enableCode)).statusCode).toBe(
      401,
    );
    t.clock.advance({ minutes: 1 });
    await enterAdminArea(next, credential.username, codeOf(secret));

    const wrongPassword = await agent.post("/api/admin/credential/mfa/disable", {
      password: "Not-the-password-1",
      token: codeOf(secret, 1),
    });
    expect(wrongPassword.json()).toEqual({
      message: adminCredentialMessages.passwordWrong,
      field: "password",
    });
    t.clock.advance({ minutes: 1 });
    const disabled = await agent.post("/api/admin/credential/mfa/disable", {
      password,
      token: codeOf(secret),
    });
    expect(disabled.json()).toEqual({
      message: adminCredentialMessages.mfaDisabled,
      mfaEnabled: false,
    });
    const [after] = await t.db
      .select()
      .from(adminCredentials)
      .where(eq(adminCredentials.id, credential.id));
    expect(after).toMatchObject({ mfaEnabled: false, mfaSecret: null, mfaPendingSecret: null });
    const { agent: later } = await administrator();
    await enterAdminArea(later, credential.username);
    const trail = await t.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.actorUserId, user.id));
    expect(trail.map((line) => line.action)).toEqual(["admin_mfa_enabled", "admin_mfa_disabled"]);
  });

  it("refuses to confirm without a set-up started, and to turn off what is not on", async () => {
    const { credential } = await newCredential();
    const { agent } = await inAdminAreaWith(credential.id);

    const confirm = await agent.post("/api/admin/credential/mfa/enable", { token: "123456" });
    const disable = await agent.post("/api/admin/credential/mfa/disable", {
      password,
      token: "123456",
    });

    expect(confirm.json()).toEqual({
      message: adminCredentialMessages.noSetupStarted,
      field: "token",
    });
    expect(disable.statusCode).toBe(409);
    expect(disable.json()).toEqual({ message: adminCredentialMessages.mfaNotOn });
  });
});
