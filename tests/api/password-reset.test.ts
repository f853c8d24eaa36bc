import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  type AuthEventType,
  authLogs,
  sessions,
  trustedDevices,
  users,
} from "../../src/server/db/schema";
import { hashPassword } from "../../src/server/security/password";
import { Agent } from "../support/agent";
import { createUser } from "../support/factories";
import { latestCodeSentTo, messagesTo } from "../support/outbox";
import { setUpTestApp } from "../support/test-app";

const t = setUpTestApp();

const oldPassword = "Old!passw0rd";
const newPassword = "New!passw0rd";
const resetAnswer = {
  message: "If an account exists for that email, we've sent a code to reset your password.",
};

async function accountWithPassword(overrides: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(t.db, { password: await hashPassword(oldPassword), ...overrides });
  return { ...user, email: user.email ?? "" };
}

async function signedIn(username: string, password = oldPassword) {
  const agent = new Agent(t.app);
  const response = await agent.post("/api/login", { username, password });
  expect(response.statusCode).toBe(200);
  return agent;
}

async function resetCodeFor(agent: Agent, email: string) {
  expect((await agent.post("/api/forgot-password", { email })).json()).toEqual(resetAnswer);
  return latestCodeSentTo(t.db, email);
}

function wrongCode(code: string) {
  return code === "000000" ? "111111" : "000000";
}

async function logsOf(userId: number, eventType: AuthEventType) {
  const rows = await t.db
    .select()
    .from(authLogs)
    .where(and(eq(authLogs.userId, userId), eq(authLogs.eventType, eventType)))
    .orderBy(authLogs.id);
  return rows.map((row) => [row.eventSubtype, row.status]);
}

describe("forgot password", () => {
  it("answers the same for known, unknown and disabled accounts, and mails each address", async () => {
    const known = await accountWithPassword();
    const disabled = await accountWithPassword({ isEnabled: false });
    const agent = new Agent(t.app);
    const answers = [];
    for (const email of [known.email.toUpperCase(), "nobody.here@example.com", disabled.email]) {
      answers.push(await agent.post("/api/forgot-password", { email }));
    }
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual(resetAnswer);
      expect(answer.headers["content-type"]).toBe(answers[0]?.headers["content-type"]);
    }
    const [mail] = await messagesTo(t.db, known.email);
    expect(mail?.subject).toBe("Reset your CertMinder password");
    expect(mail?.textBody).toMatch(/\b\d{6}\b/);
    for (const email of ["nobody.here@example.com", disabled.email]) {
      const notices = await messagesTo(t.db, email);
      expect(notices).toHaveLength(1);
      expect(notices[0]?.subject).toBe("Your CertMinder password reset");
      expect(notices[0]?.textBody).toContain("no active account uses it");
      expect(notices[0]?.textBody).toContain("http://localhost:5000/forgot-password");
      expect(notices[0]?.textBody).not.toMatch(/\b\d{6}\b/);
    }
  });

  it("answers code checks for an unknown address as for an account", async () => {
    const known = (await accountWithPassword()).email;
    const unknown = "nobody.checks@example.com";
    const agent = new Agent(t.app);
    const answersFor = async (email: string) => {
      expect((await agent.post("/api/forgot-password", { email })).json()).toEqual(resetAnswer);
      // The unknown address got no code: any guess is wrong but once in a million.
      const code = email === known ? wrongCode(await latestCodeSentTo(t.db, email)) : "000000";
      const answers = [];
      for (let i = 0; i < 6; i++) {
        answers.push((await agent.post("/api/forgot-password/verify", { email, code })).json());
      }
      expect((await agent.post("/api/forgot-password", { email })).json()).toEqual(resetAnswer);
      t.clock.advance({ minutes: 11 });
      const reset = await agent.post("/api/reset-password", { email, code, password: newPassword });
      answers.push(reset.json());
      return answers;
    };
    const invalid = { message: "Invalid verification code" };
    const locked = { message: "Too many incorrect attempts. Please request a new code." };
    const expired = { message: "This verification code has expired. Please request a new one." };
    const forAccount = await answersFor(known);
    expect(forAccount).toEqual([invalid, invalid, invalid, invalid, locked, locked, expired]);
    expect(await answersFor(unknown)).toEqual(forAccount);
  });

  it("mails at most 5 times an hour to an unknown address, like to an account", async () => {
    const agent = new Agent(t.app);
    const email = "nobody.often@example.com";
    for (let i = 0; i < 6; i++) {
      expect((await agent.post("/api/forgot-password", { email })).json()).toEqual(resetAnswer);
    }
    expect(await messagesTo(t.db, email)).toHaveLength(5);
  });

  it("checks a code without using it up, then resets the password with it", async () => {
    const user = await accountWithPassword();
    const agent = new Agent(t.app);
    const code = await resetCodeFor(agent, user.email);
    for (let i = 0; i < 2; i++) {
      const verified = await agent.post("/api/forgot-password/verify", {
        email: user.email,
        code,
      });
      expect(verified.statusCode).toBe(200);
      expect(verified.json()).toEqual({ verified: true, message: "Code verified" });
    }
    const reset = await agent.post("/api/reset-password", {
      email: user.email,
      code,
      password: newPassword,
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ message: "Your password has been reset. You can now log in." });

    const reused = await agent.post("/api/reset-password", {
      email: user.email,
      code,
      password: "Other!passw0rd",
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({ message: "Invalid verification code" });

    const [stored] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(stored?.password).toMatch(/^\$argon2id\$/);
    const login = (password: string) =>
      new Agent(t.app).post("/api/login", { username: user.username, password });
    expect((await login(oldPassword)).statusCode).toBe(401);
    expect((await login(newPassword)).statusCode).toBe(200);

    expect(await logsOf(user.id, "password-reset")).toEqual([
      ["code-sent", "success"],
      ["code-verified", "success"],
      ["code-verified", "success"],
      ["password-set", "success"],
      ["code-rejected", "failure"],
    ]);
    const allLogs = JSON.stringify(await t.db.select().from(authLogs));
    expect(allLogs).not.toContain(code);
    expect(allLogs).not.toContain(newPassword);
  });

  it("signs the account out everywhere and forgets its trusted devices", async () => {
    const user = await accountWithPassword();
    const before = await signedIn(user.username);
    const alsoBefore = await signedIn(user.username);
    const now = t.clock.now();
    await t.db.insert(trustedDevices).values({
      userId: user.id,
      deviceId: `device-${user.id}`,
      expiresAt: new Date(now.getTime() + 30 * 24 * 60 * 60 * 1000),
      mfaVersion: 0,
    });

    const agent = new Agent(t.app);
    const code = await resetCodeFor(agent, user.email);
    const reset = await agent.post("/api/reset-password", {
      email: user.email,
      code,
      password: newPassword,
    });
    expect(reset.statusCode).toBe(200);

    expect((await before.get("/api/user")).statusCode).toBe(401);
    expect((await alsoBefore.get("/api/user")).statusCode).toBe(401);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
    expect(
      await t.db.select().from(trustedDevices).where(eq(trustedDevices.userId, user.id)),
    ).toEqual([]);
    // Resetting does not sign the resetting browser in.
    expect((await agent.get("/api/user")).statusCode).toBe(401);
  });

  it("fails an unknown email exactly like a wrong code", async () => {
    const user = await accountWithPassword();
    const agent = new Agent(t.app);
    const code = await resetCodeFor(agent, user.email);
    const body = { code: wrongCode(code) };
    for (const path of ["/api/forgot-password/verify", "/api/reset-password"]) {
      const extra = path === "/api/reset-password" ? { password: newPassword } : {};
      const wrong = await agent.post(path, { email: user.email, ...body, ...extra });
      const unknown = await agent.post(path, {
        email: "nobody.at.all@example.com",
        ...body,
        ...extra,
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual({ message: "Invalid verification code" });
      expect(unknown.statusCode).toBe(wrong.statusCode);
      expect(unknown.json()).toEqual(wrong.json());
    }
    const [unknownLog] = await t.db
      .select()
      .from(authLogs)
      .where(sql`${authLogs.details} ->> 'email' = 'nobody.at.all@example.com'`)
      .orderBy(authLogs.id);
    expect(unknownLog).toMatchObject({
      userId: null,
      eventType: "password-reset",
      eventSubtype: "code-rejected",
      status: "failure",
      details: { email: "nobody.at.all@example.com", reason: "invalid" },
    });
  });

  it("refuses a code after 10 minutes", async () => {
    const user = await accountWithPassword();
    const agent = new Agent(t.app);
    const code = await resetCodeFor(agent, user.email);
    t.clock.advance({ minutes: 11 });
    const expired = {
      message: "This verification code has expired. Please request a new one.",
    };
    const verify = await agent.post("/api/forgot-password/verify", { email: user.email, code });
    expect(verify.statusCode).toBe(400);
    expect(verify.json()).toEqual(expired);
    const reset = await agent.post("/api/reset-password", {
      email: user.email,
      code,
      password: newPassword,
    });
    expect(reset.json()).toEqual(expired);
  });

  it("locks a code after 5 wrong tries", async () => {
    const user = await accountWithPassword();
    const agent = new Agent(t.app);
    const code = await resetCodeFor(agent, user.email);
    const locked = { message: "Too many incorrect attempts. Please request a new code." };
    for (let i = 0; i < 4; i++) {
      const response = await agent.post("/api/forgot-password/verify", {
        email: user.email,
        code: wrongCode(code),
      });
      expect(response.json()).toEqual({ message: "Invalid verification code" });
    }
    const fifth = await agent.post("/api/reset-password", {
      email: user.email,
      code: wrongCode(code),
      password: newPassword,
    });
    expect(fifth.json()).toEqual(locked);
    const right = await agent.post("/api/reset-password", {
      email: user.email,
      code,
      password: newPassword,
    });
    expect(right.statusCode).toBe(400);
    expect(right.json()).toEqual(locked);
    expect(
      (await agent.post("/api/login", { username: user.username, password: oldPassword }))
        .statusCode,
    ).toBe(200);
  });

  it("stops the previous code working when a new one is sent", async () => {
    const user = await accountWithPassword();
    const agent = new Agent(t.app);
    const first = await resetCodeFor(agent, user.email);
    let second = first;
    // Two random codes are equal once in a million; ask again until they differ.
    for (let i = 0; i < 3 && second === first; i++) {
      second = await resetCodeFor(agent, user.email);
    }
    expect(second).not.toBe(first);
    const old = await agent.post("/api/forgot-password/verify", { email: user.email, code: first });
    expect(old.json()).toEqual({ message: "Invalid verification code" });
    const fresh = await agent.post("/api/forgot-password/verify", {
      email: user.email,
      code: second,
    });
    expect(fresh.statusCode).toBe(200);
  });

  it("mails at most 5 codes an hour to one account, without saying so", async () => {
    const user = await accountWithPassword();
    const agent = new Agent(t.app);
    for (let i = 0; i < 6; i++) {
      const response = await agent.post("/api/forgot-password", { email: user.email });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(resetAnswer);
    }
    expect(await messagesTo(t.db, user.email)).toHaveLength(5);
    expect((await logsOf(user.id, "password-reset")).at(-1)).toEqual(["rate-limited", "failure"]);
    // The fifth code still works.
    const code = await latestCodeSentTo(t.db, user.email);
    const verify = await agent.post("/api/forgot-password/verify", { email: user.email, code });
    expect(verify.statusCode).toBe(200);

    t.clock.advance({ minutes: 61 });
    expect((await agent.post("/api/forgot-password", { email: user.email })).json()).toEqual(
      resetAnswer,
    );
    expect(await messagesTo(t.db, user.email)).toHaveLength(6);
  });

  it.each([
    ["/api/forgot-password", { email: "nope" }, "email: Please enter a valid email address"],
    ["/api/forgot-password", {}, "email: Email is required"],
    [
      "/api/forgot-password/verify",
      { email: "x@example.com", code: "12a456" },
      "code: Please enter the 6-digit verification code",
    ],
    ["/api/forgot-password/verify", { email: "", code: "123456" }, "email: Email is required"],
    [
      "/api/reset-password",
      { email: "x@example.com", code: "123456", password: "short" },
      "password: Password must be at least 8 characters",
    ],
    [
      "/api/reset-password",
      { email: "x@example.com", password: "Long!enough1" },
      "code: Please enter the 6-digit verification code",
    ],
  ])("%s refuses %o", async (path, body, message) => {
    const response = await new Agent(t.app).post(path, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });
});

describe("password change", () => {
  it("keeps this browser signed in with a new session id and ends the other sessions", async () => {
    const user = await accountWithPassword();
    const here = await signedIn(user.username);
    const elsewhere = await signedIn(user.username);
    const oldCookie = here.cookieHeader;

    const changed = await here.post("/api/user/password", {
      currentPassword: oldPassword,
      newPassword,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ message: "Password updated" });

    expect(here.cookieHeader).not.toBe(oldCookie);
    expect((await here.get("/api/user")).json()).toMatchObject({ id: user.id });
    expect((await elsewhere.get("/api/user")).statusCode).toBe(401);
    expect((await new Agent(t.app).get("/api/user", { cookie: oldCookie })).statusCode).toBe(401);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(1);

    const [stored] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(stored?.password).toMatch(/^\$argon2id\$/);
    const login = (password: string) =>
      new Agent(t.app).post("/api/login", { username: user.username, password });
    expect((await login(oldPassword)).statusCode).toBe(401);
    expect((await login(newPassword)).statusCode).toBe(200);
    expect(await logsOf(user.id, "password-change")).toEqual([["password-set", "success"]]);
  });

  it("refuses a wrong current password and logs the failure", async () => {
    const user = await accountWithPassword();
    const here = await signedIn(user.username);
    const elsewhere = await signedIn(user.username);
    const response = await here.post("/api/user/password", {
      currentPassword: "not-my-password",
      newPassword,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: "Current password is incorrect" });
    expect((await elsewhere.get("/api/user")).statusCode).toBe(200);
    expect(await logsOf(user.id, "password-change")).toEqual([
      ["wrong-current-password", "failure"],
    ]);
    const allLogs = JSON.stringify(await t.db.select().from(authLogs));
    expect(allLogs).not.toContain("not-my-password");
  });

  it("needs a signed-in user", async () => {
    const response = await new Agent(t.app).post("/api/user/password", {
      currentPassword: oldPassword,
      newPassword,
    });
    expect(response.statusCode).toBe(401);
  });

  it.each([
    [{ currentPassword: "", newPassword }, "currentPassword: Current password is required"],
    [{ newPassword }, "currentPassword: Current password is required"],
    [
      { currentPassword: oldPassword, newPassword: "short" },
      "newPassword: Password must be at least 8 characters",
    ],
  ])("refuses %o", async (body, message) => {
    const user = await accountWithPassword();
    const here = await signedIn(user.username);
    const response = await here.post("/api/user/password", body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });
});
