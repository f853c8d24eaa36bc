import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { authLogs, tempUsers, users } from "../../src/server/db/schema";
import { accountConflict } from "../../src/server/features/registration/account-conflict";
import { Agent } from "../support/agent";
import { createUser } from "../support/factories";
import { latestCodeSentTo, messagesTo } from "../support/outbox";
import { setUpTestApp } from "../support/test-app";

const t = setUpTestApp();

let sequence = 0;
function uniqueEmail() {
  sequence += 1;
  return `signup${sequence}.${Date.now().toString(36)}@example.com`;
}
function uniqueUsername() {
  sequence += 1;
  return `member_${sequence}_${Date.now().toString(36)}`;
}

const password = "Str0ng!pass";

async function requestCode(agent: Agent, email: string) {
  const response = await agent.post("/api/verify-email", { email });
  expect(response.statusCode).toBe(200);
  return latestCodeSentTo(t.db, email);
}

async function verifiedEmail(agent: Agent, email = uniqueEmail()) {
  const code = await requestCode(agent, email);
  const response = await agent.post("/api/verify-otp", { email, code });
  expect(response.statusCode).toBe(200);
  return email;
}

/** A code other than the one that was sent. */
function wrongCode(code: string) {
  return code === "000000" ? "111111" : "000000";
}

async function pendingSignUpsFor(email: string) {
  return t.db.select().from(tempUsers).where(sql`lower(${tempUsers.email}) = ${email}`);
}

describe("sign-up by email code", () => {
  it("emails a code, verifies it, creates the account and signs the person in", async () => {
    const agent = new Agent(t.app);
    const email = uniqueEmail();
    const username = uniqueUsername();
    const sent = await agent.post("/api/verify-email", { email: email.toUpperCase() });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ message: "Verification code sent" });
    const [mail] = await messagesTo(t.db, email);
    expect(mail?.subject).toBe("Your CertMinder verification code");
    const code = await latestCodeSentTo(t.db, email);
    expect(code).toMatch(/^\d{6}$/);

    const verified = await agent.post("/api/verify-otp", { email, code });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({ verified: true, message: "Email verified" });

    const cookieBefore = agent.cookieHeader;
    const response = await agent.post("/api/register", {
      username,
      password,
      email,
      firstName: "Ana",
      lastName: "Silva",
      timeZone: "Europe/Lisbon",
    });
    expect(response.statusCode).toBe(201);
    const user = response.json();
    expect(user).toMatchObject({
      username,
      email,
      emailVerified: true,
      firstName: "Ana",
      lastName: "Silva",
      timeZone: "Europe/Lisbon",
      isAdmin: false,
    });
    expect(user).not.toHaveProperty("password");
    expect(agent.cookieHeader).not.toBe(cookieBefore);
    expect((await agent.get("/api/user")).json()).toMatchObject({ id: user.id, username });

    const [stored] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(stored?.password).toMatch(/^\$argon2id\$/);
    expect(await pendingSignUpsFor(email)).toEqual([]);

    const logged = await t.db.select().from(authLogs).where(eq(authLogs.userId, user.id));
    expect(logged).toEqual([
      expect.objectContaining({
        eventType: "registration",
        eventSubtype: "account-created",
        status: "success",
        username,
      }),
    ]);
    const allLogs = JSON.stringify(await t.db.select().from(authLogs));
    expect(allLogs).not.toContain(code);
    expect(allLogs).not.toContain(password);
  });

  it("keeps the default time zone when none is given", async () => {
    const agent = new Agent(t.app);
    const email = await verifiedEmail(agent);
    const response = await agent.post("/api/register", {
      username: uniqueUsername(),
      password,
      email,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ timeZone: "UTC", firstName: null, lastName: null });
  });
});

describe("validation", () => {
  it.each([
    ["/api/verify-email", { email: "not-an-email" }, "email: Please enter a valid email address"],
    ["/api/verify-email", { email: "" }, "email: Email is required"],
    ["/api/verify-email", {}, "email: Email is required"],
    ["/api/resend-verification", { email: "a@b" }, "email: Please enter a valid email address"],
    ["/api/resend-verification", { email: " " }, "email: Email is required"],
    [
      "/api/verify-otp",
      { email: "x@example.com", code: "12ab" },
      "code: Please enter the 6-digit verification code",
    ],
    [
      "/api/verify-otp",
      { email: "x@example.com", code: "12345" },
      "code: Please enter the 6-digit verification code",
    ],
    [
      "/api/verify-otp",
      { email: "x@example.com" },
      "code: Please enter the 6-digit verification code",
    ],
    [
      "/api/verify-otp",
      { email: "nope", code: "123456" },
      "email: Please enter a valid email address",
    ],
    [
      "/api/register",
      { username: "ab", password, email: "x@example.com" },
      "username: Username must be at least 3 characters",
    ],
    [
      "/api/register",
      { password, email: "x@example.com" },
      "username: Username must be at least 3 characters",
    ],
    [
      "/api/register",
      { username: "abc", password: "short", email: "x@example.com" },
      "password: Password must be at least 8 characters",
    ],
    [
      "/api/register",
      { username: "abc", password, email: "x@" },
      "email: Please enter a valid email address",
    ],
  ])("%s refuses %o", async (path, body, message) => {
    const response = await new Agent(t.app).post(path, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });
});

describe("verification codes", () => {
  it("refuses a wrong code and accepts the right one only once", async () => {
    const agent = new Agent(t.app);
    const email = uniqueEmail();
    const code = await requestCode(agent, email);
    const wrong = await agent.post("/api/verify-otp", { email, code: wrongCode(code) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ message: "Invalid verification code" });
    expect((await agent.post("/api/verify-otp", { email, code })).statusCode).toBe(200);
    const reused = await agent.post("/api/verify-otp", { email, code });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({ message: "Invalid verification code" });
  });

  it("refuses a code for an address that asked for none", async () => {
    const response = await new Agent(t.app).post("/api/verify-otp", {
      email: uniqueEmail(),
      code: "123456",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: "Invalid verification code" });
  });

  it("refuses a code after 10 minutes", async () => {
    const agent = new Agent(t.app);
    const email = uniqueEmail();
    const code = await requestCode(agent, email);
    t.clock.advance({ minutes: 11 });
    const response = await agent.post("/api/verify-otp", { email, code });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: "This verification code has expired. Please request a new one.",
    });
  });

  it("locks a code after 5 wrong tries, and a new code works", async () => {
    const agent = new Agent(t.app);
    const email = uniqueEmail();
    const code = await requestCode(agent, email);
    for (let i = 0; i < 4; i++) {
      const response = await agent.post("/api/verify-otp", { email, code: wrongCode(code) });
      expect(response.json()).toEqual({ message: "Invalid verification code" });
    }
    const fifth = await agent.post("/api/verify-otp", { email, code: wrongCode(code) });
    expect(fifth.json()).toEqual({
      message: "Too many incorrect attempts. Please request a new code.",
    });
    const right = await agent.post("/api/verify-otp", { email, code });
    expect(right.statusCode).toBe(400);
    expect(right.json()).toEqual({
      message: "Too many incorrect attempts. Please request a new code.",
    });

    const resent = await agent.post("/api/resend-verification", { email });
    expect(resent.json()).toEqual({
      message: "A new verification code has been sent to your email.",
    });
    const fresh = await latestCodeSentTo(t.db, email);
    expect((await agent.post("/api/verify-otp", { email, code: fresh })).statusCode).toBe(200);
  });

  it("stops the previous code working when a new one is sent", async () => {
    const agent = new Agent(t.app);
    const email = uniqueEmail();
    const first = await requestCode(agent, email);
    let second = first;
    // Two random codes are equal once in a million; ask again until they differ.
    for (let i = 0; i < 3 && second === first; i++) {
      expect((await agent.post("/api/resend-verification", { email })).statusCode).toBe(200);
      second = await latestCodeSentTo(t.db, email);
    }
    expect(second).not.toBe(first);
    const old = await agent.post("/api/verify-otp", { email, code: first });
    expect(old.statusCode).toBe(400);
    expect(old.json()).toEqual({ message: "Invalid verification code" });
    expect((await agent.post("/api/verify-otp", { email, code: second })).statusCode).toBe(200);
  });

  it("logs every step without the code", async () => {
    const agent = new Agent(t.app);
    const email = uniqueEmail();
    const code = await requestCode(agent, email);
    await agent.post("/api/verify-otp", { email, code: wrongCode(code) });
    await agent.post("/api/verify-otp", { email, code });
    const logged = await t.db
      .select()
      .from(authLogs)
      .where(sql`${authLogs.details} ->> 'email' = ${email}`)
      .orderBy(authLogs.id);
    expect(logged.map((row) => [row.eventType, row.eventSubtype, row.status])).toEqual([
      ["registration", "code-sent", "success"],
      ["registration", "code-rejected", "failure"],
      ["registration", "email-verified", "success"],
    ]);
    expect(logged.every((row) => row.ipAddress === agent.ipAddress)).toBe(true);
    expect(JSON.stringify(logged)).not.toContain(code);
  });
});

describe("pending sign-ups", () => {
  it("expire after 24 hours, and asking again starts a new one", async () => {
    const agent = new Agent(t.app);
    const email = await verifiedEmail(agent);
    t.clock.advance({ days: 1, minutes: 1 });
    const late = await agent.post("/api/register", { username: uniqueUsername(), password, email });
    expect(late.statusCode).toBe(400);
    expect(late.json()).toEqual({ message: "Please verify your email address first" });

    await verifiedEmail(agent, email);
    expect(await pendingSignUpsFor(email)).toHaveLength(1);
    const response = await agent.post("/api/register", {
      username: uniqueUsername(),
      password,
      email,
    });
    expect(response.statusCode).toBe(201);
  });

  it("are still there just before 24 hours", async () => {
    const agent = new Agent(t.app);
    const email = await verifiedEmail(agent);
    t.clock.advance({ days: 1, minutes: -1 });
    const response = await agent.post("/api/register", {
      username: uniqueUsername(),
      password,
      email,
    });
    expect(response.statusCode).toBe(201);
  });

  it("cannot be completed before the email is verified", async () => {
    const agent = new Agent(t.app);
    const email = uniqueEmail();
    await requestCode(agent, email);
    const response = await agent.post("/api/register", {
      username: uniqueUsername(),
      password,
      email,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: "Please verify your email address first" });
  });

  it("cannot be completed for an address that never asked for a code", async () => {
    const response = await new Agent(t.app).post("/api/register", {
      username: uniqueUsername(),
      password,
      email: uniqueEmail(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: "Please verify your email address first" });
  });

  it("are completed only by the browser that entered the code", async () => {
    const email = await verifiedEmail(new Agent(t.app));
    const stranger = new Agent(t.app);
    const response = await stranger.post("/api/register", {
      username: uniqueUsername(),
      password,
      email,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: "Please verify your email address first" });
    expect((await stranger.get("/api/user")).statusCode).toBe(401);
  });

  it("need verifying again when a new code is asked for", async () => {
    const agent = new Agent(t.app);
    const email = await verifiedEmail(agent);
    await requestCode(agent, email);
    const response = await agent.post("/api/register", {
      username: uniqueUsername(),
      password,
      email,
    });
    expect(response.json()).toEqual({ message: "Please verify your email address first" });
  });
});

describe("addresses and usernames already in use", () => {
  it("gives the same answer for an address with an account, and mails its owner a notice", async () => {
    const user = await createUser(t.db);
    const email = user.email ?? "";
    const other = uniqueEmail();
    const agent = new Agent(t.app);
    for (const path of ["/api/verify-email", "/api/resend-verification"]) {
      const known = await agent.post(path, { email });
      const unknown = await agent.post(path, { email: other });
      expect(known.statusCode).toBe(200);
      expect(unknown.statusCode).toBe(200);
      expect(known.json()).toEqual(unknown.json());
      expect(known.headers["content-type"]).toBe(unknown.headers["content-type"]);
    }

    const mails = await messagesTo(t.db, email);
    expect(mails).toHaveLength(2);
    for (const mail of mails) {
      expect(mail.subject).toBe("You already have a CertMinder account");
      expect(mail.textBody).toContain("http://localhost:5000/auth");
      expect(mail.textBody).toContain("http://localhost:5000/forgot-password");
      expect(mail.textBody).not.toMatch(/\b\d{6}\b/);
    }
    const codes = await messagesTo(t.db, other);
    expect(codes.map((mail) => mail.subject)).toEqual([
      "Your CertMinder verification code",
      "Your CertMinder verification code",
    ]);
    // The owner's address was never verified, so no account can be made with it.
    const register = await agent.post("/api/register", {
      username: uniqueUsername(),
      password,
      email,
    });
    expect(register.statusCode).toBe(400);
    expect(register.json()).toEqual({ message: "Please verify your email address first" });
  });

  it("answers code checks for an address with an account as for one without", async () => {
    const known = (await createUser(t.db)).email ?? "";
    const unknown = uniqueEmail();
    const agent = new Agent(t.app);
    const answersFor = async (email: string) => {
      expect((await agent.post("/api/verify-email", { email })).statusCode).toBe(200);
      // The account's owner got no code: any guess is wrong but once in a million.
      const code = email === unknown ? wrongCode(await latestCodeSentTo(t.db, email)) : "000000";
      const answers = [];
      for (let i = 0; i < 6; i++) {
        answers.push((await agent.post("/api/verify-otp", { email, code })).json());
      }
      expect((await agent.post("/api/resend-verification", { email })).statusCode).toBe(200);
      t.clock.advance({ minutes: 11 });
      answers.push((await agent.post("/api/verify-otp", { email, code })).json());
      return answers;
    };
    const invalid = { message: "Invalid verification code" };
    const locked = { message: "Too many incorrect attempts. Please request a new code." };
    const expired = { message: "This verification code has expired. Please request a new one." };
    const forUnknown = await answersFor(unknown);
    expect(forUnknown).toEqual([invalid, invalid, invalid, invalid, locked, locked, expired]);
    expect(await answersFor(known)).toEqual(forUnknown);
  });

  it("refuses a username already taken, whatever its case, and the sign-up can go on", async () => {
    const taken = uniqueUsername();
    await createUser(t.db, { username: taken });
    const agent = new Agent(t.app);
    const email = await verifiedEmail(agent);
    const response = await agent.post("/api/register", {
      username: taken.toUpperCase(),
      password,
      email,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: "Username already exists" });
    expect((await agent.get("/api/user")).statusCode).toBe(401);

    const other = await agent.post("/api/register", {
      username: uniqueUsername(),
      password,
      email,
    });
    expect(other.statusCode).toBe(201);
  });

  it("refuses an address that gained an account after it was verified", async () => {
    const agent = new Agent(t.app);
    const email = await verifiedEmail(agent);
    await createUser(t.db, { email: email.toUpperCase() });
    const response = await agent.post("/api/register", {
      username: uniqueUsername(),
      password,
      email,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: "An account with this email already exists" });
  });

  it("lets only one of two simultaneous sign-ups take a username", async () => {
    const username = uniqueUsername();
    const first = new Agent(t.app);
    const second = new Agent(t.app);
    const [firstEmail, secondEmail] = [await verifiedEmail(first), await verifiedEmail(second)];
    const answers = await Promise.all([
      first.post("/api/register", { username, password, email: firstEmail }),
      second.post("/api/register", { username, password, email: secondEmail }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409);
    expect(refused?.json()).toEqual({ message: "Username already exists" });
  });

  it("maps the database's unique indexes to the 409 messages", async () => {
    const user = await createUser(t.db);
    const duplicate = async (values: { username: string; email: string }) => {
      try {
        await createUser(t.db, values);
      } catch (error) {
        return accountConflict(error);
      }
      throw new Error("the duplicate was stored");
    };
    const byName = await duplicate({
      username: user.username.toUpperCase(),
      email: uniqueEmail(),
    });
    expect(byName?.statusCode).toBe(409);
    expect(byName?.message).toBe("Username already exists");
    const byEmail = await duplicate({
      username: uniqueUsername(),
      email: (user.email ?? "").toUpperCase(),
    });
    expect(byEmail?.statusCode).toBe(409);
    expect(byEmail?.message).toBe("An account with this email already exists");
    expect(accountConflict(new Error("something else"))).toBeUndefined();
  });
});

describe("code email limit", () => {
  it("sends at most 5 emails an hour to one address", async () => {
    const agent = new Agent(t.app);
    const email = uniqueEmail();
    for (let i = 0; i < 3; i++) await requestCode(agent, email);
    for (let i = 0; i < 2; i++) {
      expect((await agent.post("/api/resend-verification", { email })).statusCode).toBe(200);
    }
    for (const path of ["/api/verify-email", "/api/resend-verification"]) {
      const refused = await agent.post(path, { email });
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({
        message: "Too many codes requested. Please try again later.",
      });
    }
    expect(await messagesTo(t.db, email)).toHaveLength(5);

    // The last code sent still works, and other addresses are not held back.
    const last = await latestCodeSentTo(t.db, email);
    expect((await agent.post("/api/verify-otp", { email, code: last })).statusCode).toBe(200);
    expect((await agent.post("/api/verify-email", { email: uniqueEmail() })).statusCode).toBe(200);

    const [limited] = await t.db
      .select()
      .from(authLogs)
      .where(
        sql`${authLogs.eventSubtype} = 'rate-limited' and ${authLogs.details} ->> 'email' = ${email}`,
      );
    expect(limited).toMatchObject({ eventType: "registration", status: "failure" });

    t.clock.advance({ minutes: 61 });
    expect((await agent.post("/api/verify-email", { email })).statusCode).toBe(200);
    expect(await messagesTo(t.db, email)).toHaveLength(6);
  });

  it("counts the notices sent to an address that has an account", async () => {
    const user = await createUser(t.db);
    const email = user.email ?? "";
    const agent = new Agent(t.app);
    const unknown = uniqueEmail();
    for (let i = 0; i < 5; i++) {
      expect((await agent.post("/api/verify-email", { email })).statusCode).toBe(200);
      expect((await agent.post("/api/verify-email", { email: unknown })).statusCode).toBe(200);
    }
    const known = await agent.post("/api/verify-email", { email });
    const other = await agent.post("/api/verify-email", { email: unknown });
    expect(known.statusCode).toBe(429);
    expect(known.json()).toEqual(other.json());
    expect(await messagesTo(t.db, email)).toHaveLength(5);
  });
});

describe("sign-ups from one IP address", () => {
  const tooMany = { message: "Too many sign-ups from this network. Please try again later." };

  it("creates up to 30 accounts and sends up to 60 code emails an hour from one address", async () => {
    const office = new Agent(t.app).ipAddress;
    const person = () => new Agent(t.app, undefined, { ipAddress: office });
    const signUp = async (agent: Agent) =>
      agent.post("/api/register", {
        username: uniqueUsername(),
        password,
        email: await verifiedEmail(agent),
      });

    for (let i = 0; i < 30; i++) expect((await signUp(person())).statusCode).toBe(201);
    const late = person();
    const refused = await signUp(late);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(tooMany);
    expect((await late.get("/api/user")).statusCode).toBe(401);
    // Another network signs up as usual.
    expect((await signUp(new Agent(t.app))).statusCode).toBe(201);

    // 31 codes were mailed from the office so far; 29 more may go, then none.
    for (let i = 0; i < 29; i++) {
      expect((await person().post("/api/verify-email", { email: uniqueEmail() })).statusCode).toBe(
        200,
      );
    }
    const email = uniqueEmail();
    const noMore = await person().post("/api/verify-email", { email });
    expect(noMore.statusCode).toBe(429);
    expect(noMore.json()).toEqual(tooMany);
    expect(await messagesTo(t.db, email)).toEqual([]);

    t.clock.advance({ minutes: 61 });
    expect((await person().post("/api/verify-email", { email })).statusCode).toBe(200);
    const [retry] = (await t.db.select().from(authLogs)).filter(
      (row) => row.eventSubtype === "rate-limited" && row.ipAddress === office,
    );
    expect(retry).toMatchObject({ status: "failure", details: { email, reason: "ip" } });
    expect((await signUp(person())).statusCode).toBe(201);
  });
});
