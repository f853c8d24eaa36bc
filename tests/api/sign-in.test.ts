import { randomBytes } from "node:crypto";
import { subscribe, unsubscribe } from "node:diagnostics_channel";
import { and, eq } from "drizzle-orm";
import * as OTPAuth from "otpauth";
import { describe, expect, it } from "vitest";
import { authLogs, mfaVerificationAttempts, users } from "../../src/server/db/schema";
import { sessionCookieName } from "../../src/server/plugins/sessions";
import { knownDeviceCookieName } from "../../src/server/security/known-device";
import { passwordVerificationChannel } from "../../src/server/security/password";
import { sealSecret } from "../../src/server/security/secret-box";
import { Agent } from "../support/agent";
import { createUser, passwordHashOf } from "../support/factories";
import { latestCodeSentTo, messagesTo } from "../support/outbox";
import { lockedLogin } from "../support/sign-in";
import { setUpTestApp } from "../support/test-app";

/** What `act` answers, and the cost of each password verification the server made meanwhile. */
async function withVerifications<T>(act: () => Promise<T>): Promise<[T, string[]]> {
  const costs: string[] = [];
  const listener = (message: unknown) => costs.push((message as { cost: string }).cost);
  subscribe(passwordVerificationChannel, listener);
  try {
    return [await act(), costs];
  } finally {
    unsubscribe(passwordVerificationChannel, listener);
  }
}

const key = randomBytes(32);
const password = "Corr3ct!horse";
const t = setUpTestApp({ config: { encryptionKey: key } });

type NewUser = Parameters<typeof createUser>[1];

async function userWithPassword(overrides: NewUser = {}) {
  return createUser(t.db, { password: await passwordHashOf(password), ...overrides });
}

/** A user whose MFA is on with an authenticator app holding `secret`. */
async function userWithAppMfa(overrides: NewUser = {}) {
  const secret = new OTPAuth.Secret({ size: 20 }).base32;
  const user = await userWithPassword({
    mfaEnabled: true,
    mfaType: "app",
    mfaRegistered: true,
    mfaSecret: sealSecret(key, secret),
    ...overrides,
  });
  return { user, secret };
}

/** The authenticator's code `steps` time steps (30 s) from the test clock's now. */
function appCode(secret: string, steps = 0): string {
  return new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate({
    timestamp: t.clock.now().getTime() + steps * 30_000,
  });
}

function sessionId(agent: Agent): string | undefined {
  return agent.cookieHeader
    .split("; ")
    .find((cookie) => cookie.startsWith(`${sessionCookieName}=`));
}

function logIn(agent: Agent, username: string, pass = password) {
  return agent.post("/api/login", { username, password: pass });
}

function verify(agent: Agent, userId: number, code: string, extra: object = {}) {
  return agent.post("/api/verify-login-mfa", { userId, code, mfaType: "app", ...extra });
}

/** A browser that has passed the password step of an MFA user. */
async function pendingSignIn(username: string, agent = new Agent(t.app)) {
  const response = await logIn(agent, username);
  expect(response.json()).toMatchObject({ requireMFA: true });
  return agent;
}

async function logsOf(userId: number) {
  return t.db.select().from(authLogs).where(eq(authLogs.userId, userId)).orderBy(authLogs.id);
}

const lockedMfa = (minutes: number) => ({
  message: "Too many verification attempts. Please try again later.",
  rateLimited: true,
  retryAfter: minutes,
});

describe("POST /api/login", () => {
  it("signs in with a new session id, any username case, and answers the public user", async () => {
    const user = await userWithPassword();
    const agent = new Agent(t.app);
    await agent.csrfToken();
    const before = sessionId(agent);
    expect(before).toBeDefined();

    const response = await logIn(agent, user.username.toUpperCase());
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ id: user.id, username: user.username, mfaEnabled: false });
    for (const secret of ["password", "mfaSecret", "mfaPendingSecret", "mfaVersion"]) {
      expect(body).not.toHaveProperty(secret);
    }
    expect(sessionId(agent)).toBeDefined();
    expect(sessionId(agent)).not.toBe(before);
    expect((await agent.get("/api/user")).json()).toMatchObject({ id: user.id });

    const [log] = (await logsOf(user.id)).filter((row) => row.eventType === "login");
    expect(log).toMatchObject({
      eventSubtype: "password",
      status: "success",
      ipAddress: agent.ipAddress,
    });
  });

  it("signs in with the account's email address in any case, as with its username", async () => {
    const user = await userWithPassword();
    const agent = new Agent(t.app);

    const response = await logIn(agent, ` ${(user.email ?? "").toUpperCase()} `);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: user.id, username: user.username });
    expect((await agent.get("/api/user")).json()).toMatchObject({ id: user.id });
    const [log] = (await logsOf(user.id)).filter((row) => row.eventType === "login");
    expect(log).toMatchObject({ username: user.username, status: "success" });
  });

  it("counts failures for the account whether its username or its email was typed", async () => {
    const user = await userWithPassword();
    const email = user.email ?? "";
    for (const name of [user.username, email, email.toUpperCase(), user.username, email]) {
      expect((await logIn(new Agent(t.app), name, "Wrong!pass1")).statusCode).toBe(401);
    }

    for (const name of [user.username, email]) {
      expect((await logIn(new Agent(t.app), name)).json()).toEqual(lockedLogin(15));
    }
    const failures = (await logsOf(user.id)).filter((row) => row.status === "failure");
    expect(failures.map((row) => row.username)).toEqual(Array(5).fill(user.username));
    const byEmail = failures.filter(
      (row) => (row.details as { signedInWith?: string } | null)?.signedInWith === "email",
    );
    expect(byEmail).toHaveLength(3);
  });

  it("takes a name that is one account's username and another's email as the username", async () => {
    // Usernames may no longer hold "@", but one chosen before that rule still signs in.
    const address = `maria.${Date.now()}@example.com`;
    const named = await userWithPassword({ username: address });
    const owner = await createUser(t.db, {
      email: address,
      password: await passwordHashOf("Owner!passw0rd"),
    });

    const asUsername = await logIn(new Agent(t.app), address.toUpperCase());
    expect(asUsername.json()).toMatchObject({ id: named.id });
    const ownersPassword = await logIn(new Agent(t.app), address, "Owner!passw0rd");
    expect(ownersPassword.statusCode).toBe(401);
    expect(ownersPassword.json()).toEqual({ message: "Invalid username or password" });
    const byOwnUsername = await logIn(new Agent(t.app), owner.username, "Owner!passw0rd");
    expect(byOwnUsername.json()).toMatchObject({ id: owner.id });
  });

  it.each([
    [{ username: "", password: "x" }, "username: Username is required"],
    [{ username: "   ", password: "x" }, "username: Username is required"],
    [{ password: "x" }, "username: Username is required"],
    [{ username: "someone", password: "" }, "password: Password is required"],
    [{ username: "someone" }, "password: Password is required"],
  ])("names the missing field in %o", async (body, message) => {
    const response = await new Agent(t.app).post("/api/login", body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });

  it.each(["username", "email"] as const)(
    "gives one answer for an unknown %s and a wrong password, each costing one password hash",
    async (typed) => {
      const user = await userWithPassword();
      const nobody = `nobody_${Date.now()}`;

      const [wrong, forWrong] = await withVerifications(() =>
        logIn(new Agent(t.app), user[typed] ?? "", "Wrong!pass1"),
      );
      const [unknown, forUnknown] = await withVerifications(() =>
        logIn(
          new Agent(t.app),
          typed === "email" ? `${nobody}@example.com` : nobody,
          "Wrong!pass1",
        ),
      );

      expect(wrong.statusCode).toBe(401);
      expect(wrong.json()).toEqual({ message: "Invalid username or password" });
      expect(unknown.statusCode).toBe(401);
      expect(unknown.json()).toEqual(wrong.json());
      // An unknown name still costs one hash of the same work (argon2id, memory, passes, lanes):
      // without it the answer would come many times sooner (a hash is most of a sign-in's time)
      // and tell which names exist. Counted, not timed, so a busy machine cannot fail it.
      expect(forWrong).toEqual(["argon2id$v=19$m=19456,t=2,p=1"]);
      expect(forUnknown).toEqual(forWrong);
    },
  );

  it("tells a disabled user so only after the right password", async () => {
    const user = await userWithPassword({ isEnabled: false });
    const agent = new Agent(t.app);
    const wrong = await logIn(agent, user.username, "Wrong!pass1");
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: "Invalid username or password" });

    const right = await logIn(agent, user.username);
    expect(right.statusCode).toBe(403);
    expect(right.json()).toEqual({
      message: "Your account has been disabled. Please contact support.",
    });
    expect((await agent.get("/api/user")).statusCode).toBe(401);
    const logs = await logsOf(user.id);
    expect(logs.at(-1)).toMatchObject({
      eventType: "login",
      eventSubtype: "disabled",
      status: "failure",
    });
  });

  it("locks a username for new devices (any case, any IP) after 5 failures in 15 minutes, counting down to clear", async () => {
    const user = await userWithPassword();
    const other = await userWithPassword();
    for (const name of [user.username, user.username.toUpperCase()]) {
      for (let i = 0; i < (name === user.username ? 3 : 2); i++) {
        expect((await logIn(new Agent(t.app), name, "Wrong!pass1")).statusCode).toBe(401);
      }
    }
    const elsewhere = new Agent(t.app);
    const locked = await logIn(elsewhere, user.username);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual(lockedLogin(15));
    expect((await elsewhere.get("/api/user")).statusCode).toBe(401);
    // The lock is the username's: this IP may still sign in as someone else.
    expect((await logIn(elsewhere, other.username)).statusCode).toBe(200);

    t.clock.advance({ minutes: 7 });
    expect((await logIn(new Agent(t.app), user.username)).json()).toEqual(lockedLogin(8));
    t.clock.advance({ minutes: 7.5 });
    expect((await logIn(new Agent(t.app), user.username)).json()).toEqual(lockedLogin(1));
    t.clock.advance({ minutes: 0.5 });
    expect((await logIn(new Agent(t.app), user.username)).statusCode).toBe(200);

    const lockouts = (await t.db.select().from(authLogs)).filter(
      (row) => row.eventType === "lockout" && row.username === user.username,
    );
    expect(lockouts).toHaveLength(3);
    expect(lockouts[0]).toMatchObject({ eventSubtype: "login", ipAddress: elsewhere.ipAddress });
  });

  it("makes a browser that gave the right password a known device of that account", async () => {
    const user = await userWithPassword();
    const response = await logIn(new Agent(t.app), user.username);
    const cookie = response.cookies.find((each) => each.name === knownDeviceCookieName);
    expect(cookie).toMatchObject({
      httpOnly: true,
      sameSite: "Strict",
      path: "/api/login",
      maxAge: 365 * 24 * 60 * 60,
    });
    // Only the right password: a failure sets nothing.
    const wrong = await logIn(new Agent(t.app), user.username, "Wrong!pass1");
    expect(wrong.cookies.find((each) => each.name === knownDeviceCookieName)).toBeUndefined();
  });

  it("lets the owner's known browser sign in while new devices are locked out of the username", async () => {
    const user = await userWithPassword();
    const owner = new Agent(t.app);
    expect((await logIn(owner, user.username)).statusCode).toBe(200);
    await owner.post("/api/logout");
    for (let i = 0; i < 5; i++) {
      expect((await logIn(new Agent(t.app), user.username, "Wrong!pass1")).statusCode).toBe(401);
    }
    expect((await logIn(new Agent(t.app), user.username)).json()).toEqual(lockedLogin(15));

    const back = await logIn(owner, user.username);
    expect(back.statusCode).toBe(200);
    expect((await owner.get("/api/user")).json()).toMatchObject({ id: user.id });
    const lockouts = (await t.db.select().from(authLogs)).filter(
      (row) => row.eventType === "lockout" && row.username === user.username,
    );
    expect(lockouts).toMatchObject([{ details: { retryAfterMinutes: 15, lockedBy: "account" } }]);
  });

  it("gives a known browser 5 failures of its own, which lock that browser, not the username", async () => {
    const user = await userWithPassword();
    const owner = new Agent(t.app);
    await logIn(owner, user.username);
    for (let i = 0; i < 5; i++) {
      expect((await logIn(owner, user.username, "Wrong!pass1")).statusCode).toBe(401);
    }
    const locked = await logIn(owner, user.username);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual(lockedLogin(15));
    // The owner's other browsers, and new ones, are not held back.
    expect((await logIn(new Agent(t.app), user.username)).statusCode).toBe(200);

    const failures = (await logsOf(user.id)).filter(
      (row) => row.eventType === "login" && row.status === "failure",
    );
    expect(failures).toHaveLength(5);
    // Each names the browser, so its failures are counted apart from the username's.
    const [first] = failures;
    expect(first?.details).toEqual({
      reason: "wrong password",
      knownDevice: expect.stringMatching(/^[\w-]{16,}$/),
    });
    expect(failures.map((row) => row.details)).toEqual(failures.map(() => first?.details));
    const [lockout] = (await t.db.select().from(authLogs)).filter(
      (row) => row.eventType === "lockout" && row.username === user.username,
    );
    expect(lockout?.details).toEqual({ retryAfterMinutes: 15, lockedBy: "known-device" });

    t.clock.advance({ minutes: 15 });
    expect((await logIn(owner, user.username)).statusCode).toBe(200);
  });

  it("counts a browser as known only for the account it signed in to, with an untampered cookie", async () => {
    const attacker = await userWithPassword();
    const victim = await userWithPassword();
    const browser = new Agent(t.app);
    const own = await logIn(browser, attacker.username);
    const cookie = own.cookies.find((each) => each.name === knownDeviceCookieName)?.value ?? "";
    expect(cookie.startsWith(`${attacker.id}.`)).toBe(true);

    for (let i = 0; i < 5; i++) {
      expect((await logIn(browser, victim.username, "Wrong!pass1")).statusCode).toBe(401);
    }
    // The attacker's known browser is a new device for the victim's account: locked with it.
    expect((await logIn(browser, victim.username)).json()).toEqual(lockedLogin(15));
    const forged = cookie.replace(`${attacker.id}.`, `${victim.id}.`);
    const tampered = new Agent(t.app, `${knownDeviceCookieName}=${forged}`);
    expect((await logIn(tampered, victim.username)).json()).toEqual(lockedLogin(15));
    // The browser still keeps its allowance for its own account.
    expect((await logIn(browser, attacker.username)).statusCode).toBe(200);
  });

  it("remembers several accounts in one browser, each with its own allowance", async () => {
    const [first, second] = [await userWithPassword(), await userWithPassword()];
    const shared = new Agent(t.app);
    await logIn(shared, first.username);
    await logIn(shared, second.username);
    for (let i = 0; i < 5; i++) {
      await logIn(new Agent(t.app), first.username, "Wrong!pass1");
      await logIn(new Agent(t.app), second.username, "Wrong!pass1");
    }
    expect((await logIn(shared, first.username)).statusCode).toBe(200);
    expect((await logIn(shared, second.username)).statusCode).toBe(200);
  });

  it("forgets a known browser after a year, and the oldest of more than 20 accounts", async () => {
    const lockOut = async (username: string) => {
      for (let i = 0; i < 5; i++) await logIn(new Agent(t.app), username, "Wrong!pass1");
    };
    const shared = new Agent(t.app);
    const accounts = [];
    for (let i = 0; i < 21; i++) {
      const user = await userWithPassword();
      await logIn(shared, user.username);
      accounts.push(user);
    }
    const [oldest, second] = accounts;
    if (!oldest || !second) throw new Error("accounts were not created");
    await lockOut(oldest.username);
    await lockOut(second.username);
    expect((await logIn(shared, oldest.username)).statusCode).toBe(429);
    expect((await logIn(shared, second.username)).statusCode).toBe(200);

    const user = await userWithPassword();
    const owner = new Agent(t.app);
    await logIn(owner, user.username);
    t.clock.advance({ days: 366 });
    await lockOut(user.username);
    expect((await logIn(owner, user.username)).json()).toEqual(lockedLogin(15));
  });

  it("counts only failures: a sign-in between them does not reset the count, old ones fall out", async () => {
    const user = await userWithPassword();
    for (let i = 0; i < 4; i++) await logIn(new Agent(t.app), user.username, "Wrong!pass1");
    t.clock.advance({ minutes: 10 });
    expect((await logIn(new Agent(t.app), user.username)).statusCode).toBe(200);
    await logIn(new Agent(t.app), user.username, "Wrong!pass1");
    // Five failures within 15 minutes: locked until the oldest is 15 minutes old.
    expect((await logIn(new Agent(t.app), user.username)).json()).toEqual(lockedLogin(5));
    t.clock.advance({ minutes: 5 });
    expect((await logIn(new Agent(t.app), user.username)).statusCode).toBe(200);
  });

  it("asks an MFA user for a code and keeps the browser signed out until then", async () => {
    const signedIn = await userWithPassword();
    const { user } = await userWithAppMfa();
    const agent = new Agent(t.app);
    await logIn(agent, signedIn.username);
    const before = sessionId(agent);

    const response = await logIn(agent, user.username);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      requireMFA: true,
      userId: user.id,
      username: user.username,
      mfaType: "app",
      message: "MFA verification required",
    });
    expect(sessionId(agent)).not.toBe(before);
    // Whoever was signed in here before is not any more.
    expect((await agent.get("/api/user")).statusCode).toBe(401);
    expect((await logsOf(user.id)).map((row) => `${row.eventType}:${row.eventSubtype}`)).toEqual([
      "mfa:challenge",
    ]);
  });

  it("texts a code to an SMS user's verified phone, and to no unverified one", async () => {
    const phone = "+15550002222";
    const user = await userWithPassword({
      mfaEnabled: true,
      mfaType: "sms",
      phoneNumber: phone,
      phoneVerified: true,
    });
    const response = await logIn(new Agent(t.app), user.username);
    expect(response.json()).toMatchObject({ requireMFA: true, userId: user.id, mfaType: "sms" });
    expect(await latestCodeSentTo(t.db, phone, "sms")).toMatch(/^\d{6}$/);

    const unverifiedPhone = "+15550003333";
    const unverified = await userWithPassword({
      mfaEnabled: true,
      mfaType: "sms",
      phoneNumber: unverifiedPhone,
      phoneVerified: false,
    });
    expect((await logIn(new Agent(t.app), unverified.username)).json()).toMatchObject({
      requireMFA: true,
      mfaType: "sms",
    });
    expect(await messagesTo(t.db, unverifiedPhone)).toEqual([]);
  });
});

describe("POST /api/verify-login-mfa", () => {
  it("signs in with the app's code, with a new session id, and logs it", async () => {
    const { user, secret } = await userWithAppMfa();
    const agent = await pendingSignIn(user.username);
    const pending = sessionId(agent);

    const response = await verify(agent, user.id, appCode(secret));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: user.id, mfaEnabled: true, mfaType: "app" });
    expect(response.json()).not.toHaveProperty("mfaSecret");
    expect(sessionId(agent)).not.toBe(pending);
    expect((await agent.get("/api/user")).json()).toMatchObject({ id: user.id });
    expect(response.cookies.find((cookie) => cookie.name === "certminder.device")).toBeUndefined();

    const logs = await logsOf(user.id);
    expect(logs.at(-1)).toMatchObject({
      eventType: "login",
      eventSubtype: "mfa",
      status: "success",
      ipAddress: agent.ipAddress,
    });
    expect(JSON.stringify(logs)).not.toContain(appCode(secret));
    const attempts = await t.db
      .select()
      .from(mfaVerificationAttempts)
      .where(eq(mfaVerificationAttempts.userId, user.id));
    expect(attempts).toMatchObject([{ success: true, ipAddress: agent.ipAddress }]);

    // The pending sign-in is used up.
    t.clock.advance({ minutes: 1 });
    expect((await verify(agent, user.id, appCode(secret))).json()).toMatchObject({
      sessionExpired: true,
    });
  });

  it("accepts a code from the step before or after, not two steps away", async () => {
    const { user, secret } = await userWithAppMfa();
    const agent = await pendingSignIn(user.username);
    const twoBack = await verify(agent, user.id, appCode(secret, -2));
    expect(twoBack.statusCode).toBe(400);
    expect(twoBack.json()).toEqual({ message: "Invalid verification code" });
    expect((await verify(agent, user.id, appCode(secret, 2))).statusCode).toBe(400);
    expect((await verify(agent, user.id, appCode(secret, -1))).statusCode).toBe(200);

    const next = await pendingSignIn(user.username);
    expect((await verify(next, user.id, appCode(secret, 1))).statusCode).toBe(200);
  });

  it("accepts each time step once: a replayed or raced code fails", async () => {
    const { user, secret } = await userWithAppMfa();
    const code = appCode(secret);
    expect((await verify(await pendingSignIn(user.username), user.id, code)).statusCode).toBe(200);
    const replay = await verify(await pendingSignIn(user.username), user.id, code);
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toEqual({ message: "Invalid verification code" });
    // An older step than the last one used is refused as well.
    expect(
      (await verify(await pendingSignIn(user.username), user.id, appCode(secret, -1))).statusCode,
    ).toBe(400);

    t.clock.advance({ minutes: 1 });
    const racers = await Promise.all([1, 2, 3].map(() => pendingSignIn(user.username)));
    const fresh = appCode(secret);
    const answers = await Promise.all(racers.map((agent) => verify(agent, user.id, fresh)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400, 400]);
  });

  it("accepts each 8-digit recovery code once", async () => {
    const user = await userWithPassword();
    const owner = new Agent(t.app);
    await logIn(owner, user.username);
    const secret = (await owner.post("/api/user/mfa/setup", { method: "app" })).json<{
      secret: string;
    }>().secret;
    const { recoveryCodes } = (
      await owner.post("/api/user/mfa/verify", { code: appCode(secret) })
    ).json<{ recoveryCodes: string[] }>();
    const [first = "", second = ""] = recoveryCodes;

    const agent = await pendingSignIn(user.username);
    const response = await verify(agent, user.id, first);
    expect(response.statusCode).toBe(200);
    expect((await logsOf(user.id)).at(-1)).toMatchObject({
      eventSubtype: "mfa",
      details: { method: "recovery" },
    });
    expect((await verify(await pendingSignIn(user.username), user.id, first)).json()).toEqual({
      message: "Invalid verification code",
    });
    expect((await verify(await pendingSignIn(user.username), user.id, second)).statusCode).toBe(
      200,
    );

    // Another user's recovery code is no use.
    const { user: stranger } = await userWithAppMfa();
    const third = recoveryCodes[2] ?? "";
    expect(
      (await verify(await pendingSignIn(stranger.username), stranger.id, third)).statusCode,
    ).toBe(400);
  });

  it.each([
    ["123", "code: Code must be at least 6 characters"],
    ["", "code: Code must be at least 6 characters"],
    ["123456789", "code: Code cannot be longer than 8 characters"],
    ["12345a", "code: Code must contain only numbers"],
    ["12 3456", "code: Code must contain only numbers"],
  ])("refuses the code %j with its rule", async (code, message) => {
    const { user } = await userWithAppMfa();
    const agent = await pendingSignIn(user.username);
    const response = await verify(agent, user.id, code);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });

  it("answers sessionExpired without a pending sign-in of that user in this browser", async () => {
    const { user, secret } = await userWithAppMfa();
    const { user: other } = await userWithAppMfa();
    const expired = {
      message: "Your session has expired. Please log in again.",
      sessionExpired: true,
    };

    const stranger = await verify(new Agent(t.app), user.id, appCode(secret));
    expect(stranger.statusCode).toBe(401);
    expect(stranger.json()).toEqual(expired);

    // Passing the password as one user does not open the second step for another.
    const agent = await pendingSignIn(other.username);
    expect((await verify(agent, user.id, appCode(secret))).json()).toEqual(expired);
    expect((await agent.get("/api/user")).statusCode).toBe(401);
  });

  it("keeps a pending sign-in for 10 minutes", async () => {
    const { user, secret } = await userWithAppMfa();
    const inTime = await pendingSignIn(user.username);
    const late = await pendingSignIn(user.username);
    t.clock.advance({ minutes: 9 });
    expect((await verify(inTime, user.id, appCode(secret))).statusCode).toBe(200);
    t.clock.advance({ minutes: 2 });
    const response = await verify(late, user.id, appCode(secret));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ sessionExpired: true });
  });

  it("sends back to the password a user disabled after the password step", async () => {
    const { user, secret } = await userWithAppMfa();
    const agent = await pendingSignIn(user.username);
    await t.db.update(users).set({ isEnabled: false }).where(eq(users.id, user.id));
    const response = await verify(agent, user.id, appCode(secret));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      message: "Your session has expired. Please log in again.",
      invalidSession: true,
    });
    expect((await agent.get("/api/user")).statusCode).toBe(401);
  });

  it("answers needsResetup when the secret is missing or cannot be opened with the key", async () => {
    const needsResetup = {
      message: "Your MFA setup needs to be reconfigured.",
      needsResetup: true,
      setupUrl: "/settings?mfa=reset",
    };
    const { user: otherKey } = await userWithAppMfa({
      mfaSecret: sealSecret(randomBytes(32), new OTPAuth.Secret({ size: 20 }).base32),
    });
    const { user: missing } = await userWithAppMfa({ mfaSecret: null });
    for (const user of [otherKey, missing]) {
      const agent = await pendingSignIn(user.username);
      const response = await verify(agent, user.id, "123456");
      expect(response.statusCode).toBe(428);
      expect(response.json()).toEqual(needsResetup);
      expect((await agent.get("/api/user")).statusCode).toBe(401);
      expect((await logsOf(user.id)).at(-1)).toMatchObject({
        eventType: "mfa",
        eventSubtype: "needs-resetup",
        status: "failure",
      });
    }
  });

  it("locks the user after 5 failures in 15 minutes, recording every try, then clears", async () => {
    const { user, secret } = await userWithAppMfa();
    for (let i = 0; i < 5; i++) {
      // Each from another browser and IP: the count is the user's.
      const agent = await pendingSignIn(user.username);
      expect((await verify(agent, user.id, i % 2 ? "000000" : "99999999")).statusCode).toBe(400);
    }
    const agent = await pendingSignIn(user.username);
    const locked = await verify(agent, user.id, appCode(secret));
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual(lockedMfa(15));
    expect((await agent.get("/api/user")).statusCode).toBe(401);

    const attempts = await t.db
      .select()
      .from(mfaVerificationAttempts)
      .where(eq(mfaVerificationAttempts.userId, user.id));
    expect(attempts).toHaveLength(5);
    expect(attempts.every((attempt) => !attempt.success)).toBe(true);
    const logs = await logsOf(user.id);
    expect(logs.filter((row) => row.eventType === "mfa" && row.status === "failure")).toHaveLength(
      5,
    );
    expect(logs.at(-1)).toMatchObject({ eventType: "lockout", eventSubtype: "mfa" });

    t.clock.advance({ minutes: 6 });
    const later = await pendingSignIn(user.username);
    expect((await verify(later, user.id, appCode(secret))).json()).toEqual(lockedMfa(9));
    t.clock.advance({ minutes: 9 });
    expect((await verify(later, user.id, appCode(secret))).statusCode).toBe(200);
  });

  it("locks an address only after 100 failures in 15 minutes, whichever users they were for", async () => {
    // Colleagues behind one office address mistyping their codes do not lock each other out.
    const office = new Agent(t.app).ipAddress;
    // Each colleague mistypes fewer times than locks their own account (5).
    const failAsNewUser = async (times: number) => {
      const { user } = await userWithAppMfa();
      const agent = await pendingSignIn(
        user.username,
        new Agent(t.app, undefined, { ipAddress: office }),
      );
      for (let i = 0; i < times; i++) {
        expect((await verify(agent, user.id, "000000")).statusCode).toBe(400);
      }
    };
    for (let i = 0; i < 24; i++) await failAsNewUser(4);
    await failAsNewUser(3);
    const { user, secret } = await userWithAppMfa();
    const colleague = await pendingSignIn(
      user.username,
      new Agent(t.app, undefined, { ipAddress: office }),
    );
    expect((await verify(colleague, user.id, appCode(secret))).statusCode).toBe(200);

    await failAsNewUser(1);
    const { user: next, secret: nextSecret } = await userWithAppMfa();
    const agent = await pendingSignIn(
      next.username,
      new Agent(t.app, undefined, { ipAddress: office }),
    );
    expect((await verify(agent, next.id, appCode(nextSecret))).json()).toEqual(lockedMfa(15));
    // The same user from another address is not locked.
    const elsewhere = await pendingSignIn(next.username);
    expect((await verify(elsewhere, next.id, appCode(nextSecret))).statusCode).toBe(200);
    const rows = await t.db
      .select()
      .from(mfaVerificationAttempts)
      .where(
        and(
          eq(mfaVerificationAttempts.ipAddress, office),
          eq(mfaVerificationAttempts.success, false),
        ),
      );
    expect(rows).toHaveLength(100);
  });
});

describe("POST /api/logout", () => {
  it("signs out, logs it with the username, and answers the same when nobody is signed in", async () => {
    const user = await userWithPassword();
    const agent = new Agent(t.app);
    await logIn(agent, user.username);
    const response = await agent.post("/api/logout");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: "Logged out" });
    expect((await agent.get("/api/user")).statusCode).toBe(401);
    expect((await logsOf(user.id)).at(-1)).toMatchObject({
      eventType: "logout",
      status: "success",
      username: user.username,
      ipAddress: agent.ipAddress,
    });

    const again = await agent.post("/api/logout");
    expect(again.json()).toEqual({ message: "Logged out" });
    expect((await logsOf(user.id)).filter((row) => row.eventType === "logout")).toHaveLength(1);
  });
});
