import { and, desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { type AuthEventType, authLogs, users } from "../../src/server/db/schema";
import { hashPassword } from "../../src/server/security/password";
import { Agent } from "../support/agent";
import { createUser, signedIn, signInAs } from "../support/factories";
import { latestCodeSentTo, messagesTo } from "../support/outbox";
import { setUpTestApp } from "../support/test-app";

const t = setUpTestApp();

let sequence = 0;
/** A phone number no other test in this file texts (each test file has its own database). */
function freshNumber(): string {
  sequence += 1;
  return `+1555000${String(sequence).padStart(4, "0")}`;
}

function freshEmail(name: string): string {
  sequence += 1;
  return `${name}.${sequence}@example.com`;
}

async function logSteps(userId: number, eventType: AuthEventType) {
  const rows = await t.db
    .select()
    .from(authLogs)
    .where(and(eq(authLogs.userId, userId), eq(authLogs.eventType, eventType)))
    .orderBy(authLogs.id);
  return rows.map((row) => `${row.eventSubtype}:${row.status}`);
}

describe("PATCH /api/user/profile", () => {
  it("sets names and time zone, leaving absent fields as they are", async () => {
    const { agent } = await signedIn(t, { firstName: "Old", lastName: "Name" });
    const updated = await agent.patch("/api/user/profile", {
      firstName: "  Robin ",
      timeZone: "America/Chicago",
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      firstName: "Robin",
      lastName: "Name",
      timeZone: "America/Chicago",
    });
    expect((await agent.get("/api/user")).json()).toMatchObject({
      firstName: "Robin",
      lastName: "Name",
      timeZone: "America/Chicago",
    });
    expect((await agent.patch("/api/user/profile", {})).json()).toMatchObject({
      firstName: "Robin",
      lastName: "Name",
    });
  });

  it("clears a name sent as null, empty or blank", async () => {
    const { agent } = await signedIn(t, { firstName: "Ada", lastName: "Lovelace" });
    expect((await agent.patch("/api/user/profile", { firstName: null })).json()).toMatchObject({
      firstName: null,
      lastName: "Lovelace",
    });
    expect((await agent.patch("/api/user/profile", { lastName: "" })).json()).toMatchObject({
      lastName: null,
    });
    await agent.patch("/api/user/profile", { firstName: "Ada" });
    expect((await agent.patch("/api/user/profile", { firstName: "   " })).json()).toMatchObject({
      firstName: null,
    });
  });

  it("answers each validation message and changes nothing", async () => {
    const { agent } = await signedIn(t, { firstName: "Kept", timeZone: "Europe/Paris" });
    const long = await agent.patch("/api/user/profile", { firstName: "x".repeat(101) });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({ message: "firstName: Name must be at most 100 characters" });
    expect((await agent.patch("/api/user/profile", { lastName: "y".repeat(101) })).json()).toEqual({
      message: "lastName: Name must be at most 100 characters",
    });
    const zone = await agent.patch("/api/user/profile", { timeZone: "Mars/Olympus" });
    expect(zone.statusCode).toBe(400);
    expect(zone.json()).toEqual({ message: "timeZone: Unknown time zone" });
    expect((await agent.get("/api/user")).json()).toMatchObject({
      firstName: "Kept",
      timeZone: "Europe/Paris",
    });
  });

  it("ignores fields the profile form does not own", async () => {
    const { user, agent } = await signedIn(t);
    const response = await agent.patch("/api/user/profile", {
      firstName: "Sly",
      email: "sneaky@example.com",
      isAdmin: true,
      username: "someone_else",
    });
    expect(response.json()).toMatchObject({
      firstName: "Sly",
      email: user.email,
      isAdmin: false,
      username: user.username,
    });
  });
});

describe("email change", () => {
  it("answers each validation message", async () => {
    const { agent } = await signedIn(t);
    for (const [body, message] of [
      [{}, "email: Email is required"],
      [{ email: "" }, "email: Email is required"],
      [{ email: "not-an-email" }, "email: Please enter a valid email address"],
    ] as const) {
      const response = await agent.post("/api/user/email", body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message });
    }
    const code = await agent.post("/api/user/email/verify", { code: "12ab" });
    expect(code.statusCode).toBe(400);
    expect(code.json()).toEqual({ message: "code: Please enter the 6-digit verification code" });
  });

  it("changes the address only after the code sent to it, and tells the old address", async () => {
    const { user, agent } = await signedIn(t, { emailVerified: false });
    const newEmail = freshEmail("Moved.Here");
    const sent = await agent.post("/api/user/email", { email: newEmail.toUpperCase() });
    expect(sent.json()).toEqual({ message: "Verification code sent to your new email address" });
    expect((await agent.get("/api/user")).json()).toMatchObject({
      email: user.email,
      emailVerified: false,
    });
    const [codeEmail] = await messagesTo(t.db, newEmail.toLowerCase());
    expect(codeEmail?.subject).toBe("Confirm your new CertMinder email address");

    const code = await latestCodeSentTo(t.db, newEmail.toLowerCase());
    const verified = await agent.post("/api/user/email/verify", { code });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ email: newEmail.toLowerCase(), emailVerified: true });
    expect((await agent.get("/api/user")).json()).toMatchObject({
      email: newEmail.toLowerCase(),
    });

    const [notice] = await messagesTo(t.db, user.email ?? "");
    expect(notice?.subject).toBe("Your CertMinder email address was changed");
    expect(notice?.textBody).toContain(newEmail.toLowerCase());
    expect(notice?.textBody).not.toMatch(/\b\d{6}\b/);

    const again = await agent.post("/api/user/email/verify", { code });
    expect(again.json()).toEqual({ message: "Invalid verification code" });
    expect(await logSteps(user.id, "email-change")).toEqual([
      "code-sent:success",
      "changed:success",
      "code-rejected:failure",
    ]);
  });

  it("refuses a wrong code, then locks the code after five wrong tries", async () => {
    const { user, agent } = await signedIn(t);
    const newEmail = freshEmail("wrong");
    await agent.post("/api/user/email", { email: newEmail });
    const code = await latestCodeSentTo(t.db, newEmail);
    const wrong = code === "000000" ? "111111" : "000000";
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      const response = await agent.post("/api/user/email/verify", { code: wrong });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: "Invalid verification code" });
    }
    expect((await agent.post("/api/user/email/verify", { code: wrong })).json()).toEqual({
      message: "Too many incorrect attempts. Please request a new code.",
    });
    expect((await agent.post("/api/user/email/verify", { code })).json()).toEqual({
      message: "Too many incorrect attempts. Please request a new code.",
    });
    expect((await agent.get("/api/user")).json()).toMatchObject({ email: user.email });
  });

  it("refuses an expired code and a code replaced by a newer one", async () => {
    const { user, agent } = await signedIn(t);
    const newEmail = freshEmail("late");
    await agent.post("/api/user/email", { email: newEmail });
    const first = await latestCodeSentTo(t.db, newEmail);
    t.clock.advance({ minutes: 11 });
    expect((await agent.post("/api/user/email/verify", { code: first })).json()).toEqual({
      message: "This verification code has expired. Please request a new one.",
    });

    await agent.post("/api/user/email", { email: newEmail });
    const second = await latestCodeSentTo(t.db, newEmail);
    await agent.post("/api/user/email", { email: newEmail });
    const third = await latestCodeSentTo(t.db, newEmail);
    if (second !== third) {
      expect((await agent.post("/api/user/email/verify", { code: second })).statusCode).toBe(400);
    }
    expect((await agent.get("/api/user")).json()).toMatchObject({ email: user.email });
    expect((await agent.post("/api/user/email/verify", { code: third })).json()).toMatchObject({
      email: newEmail,
    });
  });

  it("refuses an address another account uses, in any letter case", async () => {
    const other = await createUser(t.db, { email: freshEmail("Taken.Person") });
    const { user, agent } = await signedIn(t);
    const response = await agent.post("/api/user/email", { email: other.email?.toUpperCase() });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: "An account with this email already exists" });
    expect(await messagesTo(t.db, other.email?.toLowerCase() ?? "")).toHaveLength(0);
    expect(await logSteps(user.id, "email-change")).toEqual(["email-taken:failure"]);
  });

  it("checks the address again when the code comes back", async () => {
    const { user, agent } = await signedIn(t);
    const wanted = freshEmail("contested");
    await agent.post("/api/user/email", { email: wanted });
    const code = await latestCodeSentTo(t.db, wanted);
    await createUser(t.db, { email: wanted });
    const response = await agent.post("/api/user/email/verify", { code });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: "An account with this email already exists" });
    expect((await agent.get("/api/user")).json()).toMatchObject({ email: user.email });
  });

  it("keeps a code to the user it was sent for", async () => {
    const { agent } = await signedIn(t);
    const target = freshEmail("mine");
    await agent.post("/api/user/email", { email: target });
    const code = await latestCodeSentTo(t.db, target);
    const stranger = await signedIn(t);
    expect((await stranger.agent.post("/api/user/email/verify", { code })).json()).toEqual({
      message: "Invalid verification code",
    });
    expect((await stranger.agent.get("/api/user")).json()).toMatchObject({
      email: stranger.user.email,
    });
  });

  it("sends at most five codes an hour", async () => {
    const { agent } = await signedIn(t);
    for (let sent = 1; sent <= 5; sent += 1) {
      expect((await agent.post("/api/user/email", { email: freshEmail("many") })).statusCode).toBe(
        200,
      );
    }
    const sixth = await agent.post("/api/user/email", { email: freshEmail("many") });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toEqual({ message: "Too many codes requested. Please try again later." });
    t.clock.advance({ minutes: 61 });
    expect((await agent.post("/api/user/email", { email: freshEmail("many") })).statusCode).toBe(
      200,
    );
  });
});

describe("phone change", () => {
  it("answers the E.164 message for anything but a plus sign and 10 to 15 digits", async () => {
    const { agent } = await signedIn(t);
    for (const phoneNumber of [undefined, "", "555-1234", "+123456789", "+1234567890123456"]) {
      const response = await agent.post("/api/user/phone", { phoneNumber });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: "phoneNumber: Phone number must be in E.164 format (e.g., +12345678901)",
      });
    }
    expect((await agent.post("/api/user/phone", { phoneNumber: "+12345678901" })).json()).toEqual({
      message: "Verification code sent to your phone",
    });
    const code = await agent.post("/api/user/phone/verify", { code: "123" });
    expect(code.json()).toEqual({ message: "code: Please enter the 6-digit verification code" });
  });

  it("replaces the number only once the code texted to it comes back", async () => {
    const oldNumber = freshNumber();
    const newNumber = freshNumber();
    const { user, agent } = await signedIn(t, { phoneNumber: oldNumber, phoneVerified: true });
    expect((await agent.post("/api/user/phone", { phoneNumber: newNumber })).json()).toEqual({
      message: "Verification code sent to your phone",
    });
    expect((await agent.get("/api/user")).json()).toMatchObject({
      phoneNumber: oldNumber,
      phoneVerified: true,
    });
    const code = await latestCodeSentTo(t.db, newNumber, "sms");
    const wrong = code === "000000" ? "111111" : "000000";
    expect((await agent.post("/api/user/phone/verify", { code: wrong })).json()).toEqual({
      message: "Invalid verification code",
    });
    expect((await agent.get("/api/user")).json()).toMatchObject({ phoneNumber: oldNumber });

    const verified = await agent.post("/api/user/phone/verify", { code });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ phoneNumber: newNumber, phoneVerified: true });
    expect(await logSteps(user.id, "phone-change")).toEqual([
      "code-sent:success",
      "code-rejected:failure",
      "changed:success",
    ]);
    const [row] = await t.db
      .select()
      .from(authLogs)
      .where(and(eq(authLogs.userId, user.id), eq(authLogs.eventSubtype, "changed")))
      .orderBy(desc(authLogs.id));
    expect(JSON.stringify(row?.details)).not.toContain(code);
  });

  it("verifies a first number, which then serves SMS MFA set-up", async () => {
    const { agent } = await signedIn(t);
    const number = freshNumber();
    await agent.post("/api/user/phone", { phoneNumber: number });
    expect((await agent.get("/api/user")).json()).toMatchObject({
      phoneNumber: null,
      phoneVerified: false,
    });
    const code = await latestCodeSentTo(t.db, number, "sms");
    expect((await agent.post("/api/user/phone/verify", { code })).json()).toMatchObject({
      phoneNumber: number,
      phoneVerified: true,
    });
    expect((await agent.post("/api/user/mfa/setup", { method: "sms" })).json()).toEqual({
      codeSent: true,
      message: "Verification code sent",
    });
  });

  it("keeps texting sign-in codes to the verified number until the new one is confirmed", async () => {
    const password = "Corr3ct!horse";
    const oldNumber = freshNumber();
    const newNumber = freshNumber();
    const user = await createUser(t.db, {
      password: await hashPassword(password),
      phoneNumber: oldNumber,
      phoneVerified: true,
      mfaEnabled: true,
      mfaRegistered: true,
      mfaType: "sms",
    });
    const settings = new Agent(t.app, await signInAs(t, user.id));
    await settings.post("/api/user/phone", { phoneNumber: newNumber });

    const login = await new Agent(t.app).post("/api/login", { username: user.username, password });
    expect(login.json()).toMatchObject({ requireMFA: true, mfaType: "sms" });
    expect((await messagesTo(t.db, oldNumber))[0]?.textBody).toContain("sign-in code");

    const code = await latestCodeSentTo(t.db, newNumber, "sms");
    await settings.post("/api/user/phone/verify", { code });
    await new Agent(t.app).post("/api/login", { username: user.username, password });
    expect((await messagesTo(t.db, newNumber))[0]?.textBody).toContain("sign-in code");
  });

  it("refuses an expired code", async () => {
    const { agent } = await signedIn(t);
    const number = freshNumber();
    await agent.post("/api/user/phone", { phoneNumber: number });
    const code = await latestCodeSentTo(t.db, number, "sms");
    t.clock.advance({ minutes: 11 });
    expect((await agent.post("/api/user/phone/verify", { code })).json()).toEqual({
      message: "This verification code has expired. Please request a new one.",
    });
    expect((await agent.get("/api/user")).json()).toMatchObject({ phoneNumber: null });
  });

  it("texts at most five codes an hour", async () => {
    const { agent } = await signedIn(t);
    for (let sent = 1; sent <= 5; sent += 1) {
      await agent.post("/api/user/phone", { phoneNumber: freshNumber() });
    }
    const sixth = await agent.post("/api/user/phone", { phoneNumber: freshNumber() });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toEqual({ message: "Too many codes requested. Please try again later." });
  });
});

it("answers 401 to anyone not signed in", async () => {
  const anonymous = new Agent(t.app);
  for (const response of [
    await anonymous.patch("/api/user/profile", { firstName: "X" }),
    await anonymous.post("/api/user/email", { email: "x@example.com" }),
    await anonymous.post("/api/user/email/verify", { code: "123456" }),
    await anonymous.post("/api/user/phone", { phoneNumber: "+12345678901" }),
    await anonymous.post("/api/user/phone/verify", { code: "123456" }),
  ]) {
    expect(response.statusCode).toBe(401);
  }
  expect(await t.db.select().from(users).where(eq(users.firstName, "X"))).toHaveLength(0);
});
