import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "../../src/server/security/password";
import { Agent } from "../support/agent";
import { createUser } from "../support/factories";
import { latestCodeSentTo, messagesTo } from "../support/outbox";
import { createTestApp, type TestApp } from "../support/test-app";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

let sequence = 0;
function uniqueEmail() {
  sequence += 1;
  return `new${sequence}.${Date.now()}@example.com`;
}

async function verifiedEmail(agent: Agent) {
  const email = uniqueEmail();
  expect((await agent.post("/api/verify-email", { email })).statusCode).toBe(200);
  const code = await latestCodeSentTo(t.db, email);
  expect((await agent.post("/api/verify-otp", { email, code })).json()).toEqual({
    verified: true,
    message: "Email verified",
  });
  return email;
}

describe("sign-up", () => {
  it("verifies the email by code, creates the account and signs the person in", async () => {
    const agent = new Agent(t.app);
    const email = await verifiedEmail(agent);
    const response = await agent.post("/api/register", {
      username: "nurse.ana",
      password: "Str0ng!pass",
      email,
      firstName: "Ana",
      timeZone: "Europe/Lisbon",
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      username: "nurse.ana",
      email,
      emailVerified: true,
      timeZone: "Europe/Lisbon",
    });
    expect(response.json()).not.toHaveProperty("password");
    expect((await agent.get("/api/user")).json()).toMatchObject({ username: "nurse.ana" });
  });

  it.each([
    [{ email: "not-an-email" }, "email: Please enter a valid email address"],
    [{ email: "" }, "email: Email is required"],
  ])("refuses %o", async (body, message) => {
    const response = await new Agent(t.app).post("/api/verify-email", body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });

  it("names each registration rule that fails", async () => {
    const agent = new Agent(t.app);
    const email = await verifiedEmail(agent);
    const short = await agent.post("/api/register", {
      username: "ab",
      password: "Str0ng!pass",
      email,
    });
    expect(short.json()).toEqual({ message: "username: Username must be at least 3 characters" });
    const weak = await agent.post("/api/register", { username: "abc", password: "short", email });
    expect(weak.json()).toEqual({ message: "password: Password must be at least 8 characters" });
    const code = await agent.post("/api/verify-otp", { email, code: "12ab" });
    expect(code.json()).toEqual({ message: "code: Please enter the 6-digit verification code" });
  });

  it("refuses registration before the email is verified", async () => {
    const agent = new Agent(t.app);
    const email = uniqueEmail();
    await agent.post("/api/verify-email", { email });
    const response = await agent.post("/api/register", {
      username: "early_bird",
      password: "Str0ng!pass",
      email,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: "Please verify your email address first" });
  });

  it("refuses wrong, replaced, reused and expired codes, and locks a code after 5 wrong tries", async () => {
    const agent = new Agent(t.app);
    const email = uniqueEmail();
    await agent.post("/api/verify-email", { email });
    const first = await latestCodeSentTo(t.db, email);
    await agent.post("/api/resend-verification", { email });
    const second = await latestCodeSentTo(t.db, email);
    const wrong = first === "000000" ? "111111" : "000000";
    expect((await agent.post("/api/verify-otp", { email, code: wrong })).json()).toEqual({
      message: "Invalid verification code",
    });
    if (first !== second) {
      expect((await agent.post("/api/verify-otp", { email, code: first })).statusCode).toBe(400);
    }
    expect((await agent.post("/api/verify-otp", { email, code: second })).statusCode).toBe(200);
    expect((await agent.post("/api/verify-otp", { email, code: second })).statusCode).toBe(400);

    const late = uniqueEmail();
    await agent.post("/api/verify-email", { email: late });
    const lateCode = await latestCodeSentTo(t.db, late);
    t.clock.advance({ minutes: 11 });
    expect((await agent.post("/api/verify-otp", { email: late, code: lateCode })).json()).toEqual({
      message: "This verification code has expired. Please request a new one.",
    });

    const locked = uniqueEmail();
    await agent.post("/api/verify-email", { email: locked });
    const lockedCode = await latestCodeSentTo(t.db, locked);
    const other = lockedCode === "999999" ? "888888" : "999999";
    for (let i = 0; i < 5; i++) await agent.post("/api/verify-otp", { email: locked, code: other });
    expect(
      (await agent.post("/api/verify-otp", { email: locked, code: lockedCode })).json(),
    ).toEqual({
      message: "Too many incorrect attempts. Please request a new code.",
    });
  });

  it("does not reveal that an email has an account, and mails its owner a notice", async () => {
    const user = await createUser(t.db);
    const email = user.email ?? "";
    const response = await new Agent(t.app).post("/api/verify-email", { email });
    expect(response.json()).toEqual({ message: "Verification code sent" });
    const [mail] = await messagesTo(t.db, email);
    expect(mail?.subject).toBe("You already have a CertMinder account");
    expect(mail?.textBody).not.toMatch(/\b\d{6}\b/);
  });
});

describe("sign-in", () => {
  async function userWithPassword(password = "Corr3ct!horse", overrides = {}) {
    return createUser(t.db, { password: await hashPassword(password), ...overrides });
  }

  it("signs in with a new session id and answers the public user", async () => {
    const user = await userWithPassword();
    const agent = new Agent(t.app);
    await agent.csrfToken();
    const before = agent.cookieHeader;
    const response = await agent.post("/api/login", {
      username: user.username.toUpperCase(),
      password: "Corr3ct!horse",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: user.id, username: user.username });
    expect(response.json()).not.toHaveProperty("password");
    expect(agent.cookieHeader).not.toBe(before);
    expect((await agent.get("/api/user")).statusCode).toBe(200);
  });

  it("gives one answer for an unknown user and a wrong password", async () => {
    const user = await userWithPassword();
    const agent = new Agent(t.app);
    const wrong = await agent.post("/api/login", {
      username: user.username,
      password: "nope-nope",
    });
    const unknown = await agent.post("/api/login", {
      username: "nobody_here",
      password: "nope-nope",
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: "Invalid username or password" });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it("names missing fields", async () => {
    const response = await new Agent(t.app).post("/api/login", { username: "", password: "" });
    expect(response.json()).toEqual({ message: "username: Username is required" });
  });

  it("tells a disabled user so", async () => {
    const user = await userWithPassword("Corr3ct!horse", { isEnabled: false });
    const response = await new Agent(t.app).post("/api/login", {
      username: user.username,
      password: "Corr3ct!horse",
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      message: "Your account has been disabled. Please contact support.",
    });
  });

  it("locks a username after 5 failures in 15 minutes, with retryAfter, and clears", async () => {
    const user = await userWithPassword();
    const agent = new Agent(t.app);
    for (let i = 0; i < 5; i++) {
      expect(
        (await agent.post("/api/login", { username: user.username, password: "wrong-pass" }))
          .statusCode,
      ).toBe(401);
    }
    const locked = await agent.post("/api/login", {
      username: user.username,
      password: "Corr3ct!horse",
    });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ rateLimited: true, retryAfter: 15 });
    t.clock.advance({ minutes: 16 });
    expect(
      (await agent.post("/api/login", { username: user.username, password: "Corr3ct!horse" }))
        .statusCode,
    ).toBe(200);
  });
});

describe("password reset", () => {
  it("answers the same for known and unknown emails, and resets with the emailed code", async () => {
    const user = await createUser(t.db, { password: await hashPassword("Old!passw0rd") });
    const email = user.email ?? "";
    const signedIn = new Agent(t.app);
    await signedIn.post("/api/login", { username: user.username, password: "Old!passw0rd" });

    const agent = new Agent(t.app);
    const known = await agent.post("/api/forgot-password", { email });
    const unknown = await agent.post("/api/forgot-password", { email: "nobody@example.com" });
    expect(known.json()).toEqual(unknown.json());
    const code = await latestCodeSentTo(t.db, email);
    expect((await agent.post("/api/forgot-password/verify", { email, code })).statusCode).toBe(200);
    const reset = await agent.post("/api/reset-password", {
      email,
      code,
      password: "New!passw0rd",
    });
    expect(reset.json()).toEqual({ message: "Your password has been reset. You can now log in." });
    expect(
      (await agent.post("/api/reset-password", { email, code, password: "Other!passw0rd" }))
        .statusCode,
    ).toBe(400);

    expect((await signedIn.get("/api/user")).statusCode).toBe(401);
    expect(
      (await agent.post("/api/login", { username: user.username, password: "New!passw0rd" }))
        .statusCode,
    ).toBe(200);
  });

  it("changes the password, keeps this session and ends the others", async () => {
    const user = await createUser(t.db, { password: await hashPassword("Old!passw0rd") });
    const here = new Agent(t.app);
    const elsewhere = new Agent(t.app);
    await here.post("/api/login", { username: user.username, password: "Old!passw0rd" });
    await elsewhere.post("/api/login", { username: user.username, password: "Old!passw0rd" });
    const wrong = await here.post("/api/user/password", {
      currentPassword: "nope",
      newPassword: "New!passw0rd",
    });
    expect(wrong.json()).toEqual({ message: "Current password is incorrect" });
    const changed = await here.post("/api/user/password", {
      currentPassword: "Old!passw0rd",
      newPassword: "New!passw0rd",
    });
    expect(changed.json()).toEqual({ message: "Password updated" });
    expect((await here.get("/api/user")).statusCode).toBe(200);
    expect((await elsewhere.get("/api/user")).statusCode).toBe(401);
  });
});
