import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import * as OTPAuth from "otpauth";
import QRCode from "qrcode";
import { describe, expect, it } from "vitest";
import { authLogs, mfaRecoveryCodes, trustedDevices, users } from "../../src/server/db/schema";
import { qrCodeOptions } from "../../src/server/features/mfa/start-mfa-setup";
import { sessionCookieName } from "../../src/server/plugins/sessions";
import { keyedHash } from "../../src/server/security/keyed-hash";
import { hashPassword } from "../../src/server/security/password";
import { openSecret } from "../../src/server/security/secret-box";
import { Agent } from "../support/agent";
import { createUser, passwordHashOf } from "../support/factories";
import { latestCodeSentTo, messagesTo } from "../support/outbox";
import { setUpTestApp } from "../support/test-app";

const key = randomBytes(32);
const password = "Corr3ct!horse";
const t = setUpTestApp({ config: { encryptionKey: key } });

type NewUser = Parameters<typeof createUser>[1];

function appCode(secret: string, steps = 0): string {
  return new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate({
    timestamp: t.clock.now().getTime() + steps * 30_000,
  });
}

async function signedInUser(overrides: NewUser = {}) {
  const user = await createUser(t.db, { password: await passwordHashOf(password), ...overrides });
  const agent = new Agent(t.app);
  expect((await agent.post("/api/login", { username: user.username, password })).statusCode).toBe(
    200,
  );
  return { user, agent };
}

async function startAppSetup(agent: Agent, reregister?: boolean) {
  const response = await agent.post("/api/user/mfa/setup", {
    method: "app",
    ...(reregister === undefined ? {} : { reregister }),
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ secret: string; qrCodeUrl: string; message: string }>();
}

/** A signed-in user who has turned on MFA with an authenticator app. */
async function userWithAppMfa() {
  const { user, agent } = await signedInUser();
  const { secret } = await startAppSetup(agent);
  const verified = await agent.post("/api/user/mfa/verify", { code: appCode(secret) });
  expect(verified.statusCode).toBe(200);
  const { recoveryCodes } = verified.json<{ recoveryCodes: string[] }>();
  // The setup code's time step is used up; later codes come from later steps.
  t.clock.advance({ minutes: 1 });
  return { user, agent, secret, recoveryCodes };
}

async function userRow(id: number) {
  const [row] = await t.db.select().from(users).where(eq(users.id, id));
  if (!row) throw new Error("no such user");
  return row;
}

async function logsOf(userId: number) {
  return t.db.select().from(authLogs).where(eq(authLogs.userId, userId)).orderBy(authLogs.id);
}

function sessionId(agent: Agent) {
  return agent.cookieHeader.split("; ").find((c) => c.startsWith(`${sessionCookieName}=`));
}

/** Passes the password step in a new browser; answers what the login said. */
async function logInElsewhere(username: string) {
  const agent = new Agent(t.app);
  const response = await agent.post("/api/login", { username, password });
  return { agent, body: response.json<Record<string, unknown>>() };
}

async function signInWithCode(user: { id: number; username: string }, code: string) {
  const { agent, body } = await logInElsewhere(user.username);
  expect(body).toMatchObject({ requireMFA: true });
  return agent.post("/api/verify-login-mfa", { userId: user.id, code, mfaType: "app" });
}

describe("setting up an authenticator app", () => {
  it("answers a QR code of the otpauth URI and the secret, kept aside sealed until verified", async () => {
    const { user, agent } = await signedInUser();
    const setup = await startAppSetup(agent);
    expect(setup.message).toBe("Scan the QR code with your authenticator app");
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new OTPAuth.TOTP({
      issuer: "CertMinder",
      label: user.username,
      secret: OTPAuth.Secret.fromBase32(setup.secret),
    }).toString();
    expect(uri).toContain(`otpauth://totp/CertMinder:${user.username}?issuer=CertMinder`);
    expect(setup.qrCodeUrl).toBe(await QRCode.toDataURL(uri, qrCodeOptions));

    const row = await userRow(user.id);
    expect(row.mfaEnabled).toBe(false);
    expect(row.mfaSecret).toBeNull();
    expect(row.mfaPendingSecret).not.toContain(setup.secret);
    expect(openSecret(key, row.mfaPendingSecret ?? "")).toBe(setup.secret);
    // Not on yet: sign-in still needs only the password.
    expect((await logInElsewhere(user.username)).body).toMatchObject({ id: user.id });
  });

  it("turns MFA on with a code from the app and answers 10 recovery codes, stored hashed", async () => {
    const { user, agent } = await signedInUser();
    const { secret } = await startAppSetup(agent);
    const before = await userRow(user.id);
    const wrong = await agent.post("/api/user/mfa/verify", { code: appCode(secret, 3) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ message: "Invalid verification code" });
    expect((await userRow(user.id)).mfaEnabled).toBe(false);

    const session = sessionId(agent);
    const verified = await agent.post("/api/user/mfa/verify", { code: appCode(secret) });
    expect(verified.statusCode).toBe(200);
    const { message, recoveryCodes } = verified.json<{
      message: string;
      recoveryCodes: string[];
    }>();
    expect(message).toBe("MFA setup complete");
    expect(recoveryCodes).toHaveLength(10);
    expect(recoveryCodes.every((code) => /^\d{8}$/.test(code))).toBe(true);
    expect(new Set(recoveryCodes).size).toBe(10);
    expect(sessionId(agent)).not.toBe(session);
    expect((await agent.get("/api/user")).json()).toMatchObject({
      mfaEnabled: true,
      mfaType: "app",
      mfaRegistered: true,
    });

    const row = await userRow(user.id);
    expect(row).toMatchObject({ mfaEnabled: true, mfaType: "app", mfaPendingSecret: null });
    expect(row.mfaVersion).toBe(before.mfaVersion + 1);
    expect(openSecret(key, row.mfaSecret ?? "")).toBe(secret);
    const stored = await t.db
      .select()
      .from(mfaRecoveryCodes)
      .where(eq(mfaRecoveryCodes.userId, user.id));
    expect(stored.map((code) => code.codeHash).sort()).toEqual(
      recoveryCodes.map((code) => keyedHash(key, "recovery", code)).sort(),
    );

    const logs = await logsOf(user.id);
    expect(logs.filter((log) => log.eventType === "mfa-setup")).toMatchObject([
      { eventSubtype: "enabled", status: "failure" },
      { eventSubtype: "enabled", status: "success", details: { mfaType: "app" } },
    ]);
    expect(JSON.stringify(logs)).not.toContain(secret);

    // The code that turned MFA on cannot also sign in.
    expect((await signInWithCode(user, appCode(secret))).statusCode).toBe(400);
    t.clock.advance({ minutes: 1 });
    expect((await signInWithCode(user, appCode(secret))).statusCode).toBe(200);
  });

  it("refuses a code when no setup was started, and codes breaking the rules", async () => {
    const { agent } = await signedInUser();
    expect((await agent.post("/api/user/mfa/verify", { code: "123456" })).json()).toEqual({
      message: "Invalid verification code",
    });
    for (const [code, message] of [
      ["12345", "code: Code must be at least 6 characters"],
      ["123456789", "code: Code cannot be longer than 8 characters"],
      ["abcdef", "code: Code must contain only numbers"],
    ]) {
      const response = await agent.post("/api/user/mfa/verify", { code });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message });
    }
  });

  it("needs a signed-in user", async () => {
    const agent = new Agent(t.app);
    expect((await agent.post("/api/user/mfa/setup", { method: "app" })).statusCode).toBe(401);
    expect((await agent.post("/api/user/mfa/verify", { code: "123456" })).statusCode).toBe(401);
    expect((await agent.post("/api/user/mfa/disable", { password })).statusCode).toBe(401);
  });

  it("refuses a second setup of the method in use unless reregistering", async () => {
    const { agent } = await userWithAppMfa();
    const again = await agent.post("/api/user/mfa/setup", { method: "app" });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      message: "MFA is already enabled. Choose to set it up again to replace it.",
    });
  });

  it("keeps the old authenticator working until a new one is verified, then only the new one", async () => {
    const { user, agent, secret: oldSecret, recoveryCodes: oldRecovery } = await userWithAppMfa();
    const trusted = new Agent(t.app);
    await trusted.post("/api/login", { username: user.username, password });
    await trusted.post("/api/verify-login-mfa", {
      userId: user.id,
      code: appCode(oldSecret),
      mfaType: "app",
      trustDevice: true,
    });
    t.clock.advance({ minutes: 1 });
    const versionBefore = (await userRow(user.id)).mfaVersion;

    const { secret: newSecret } = await startAppSetup(agent, true);
    expect(newSecret).not.toBe(oldSecret);
    expect((await signInWithCode(user, appCode(oldSecret))).statusCode).toBe(200);
    expect(
      (await agent.post("/api/user/mfa/verify", { code: appCode(oldSecret) })).statusCode,
    ).toBe(400);

    t.clock.advance({ minutes: 1 });
    const verified = await agent.post("/api/user/mfa/verify", { code: appCode(newSecret) });
    expect(verified.statusCode).toBe(200);
    const { recoveryCodes } = verified.json<{ recoveryCodes: string[] }>();
    expect((await userRow(user.id)).mfaVersion).toBe(versionBefore + 1);

    t.clock.advance({ minutes: 1 });
    expect((await signInWithCode(user, appCode(oldSecret))).statusCode).toBe(400);
    expect((await signInWithCode(user, oldRecovery[0] ?? "")).statusCode).toBe(400);
    expect((await signInWithCode(user, appCode(newSecret))).statusCode).toBe(200);
    expect((await signInWithCode(user, recoveryCodes[0] ?? "")).statusCode).toBe(200);
    // The browser trusted under the old authenticator must give a code again.
    await trusted.post("/api/logout");
    const login = await trusted.post("/api/login", { username: user.username, password });
    expect(login.json()).toMatchObject({ requireMFA: true });
    expect(
      await t.db.select().from(trustedDevices).where(eq(trustedDevices.userId, user.id)),
    ).toEqual([]);
  });

  it("lets only one of two requests racing with the same setup code turn MFA on", async () => {
    const { user, agent } = await signedInUser();
    const { secret } = await startAppSetup(agent);
    const code = appCode(secret);
    const answers = await Promise.all([
      agent.post("/api/user/mfa/verify", { code }),
      agent.post("/api/user/mfa/verify", { code }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
    const winner = answers.find((answer) => answer.statusCode === 200);
    const codes = winner?.json<{ recoveryCodes: string[] }>().recoveryCodes ?? [];
    const stored = await t.db
      .select()
      .from(mfaRecoveryCodes)
      .where(eq(mfaRecoveryCodes.userId, user.id));
    expect(stored.map((row) => row.codeHash).sort()).toEqual(
      codes.map((c) => keyedHash(key, "recovery", c)).sort(),
    );
  });
});

describe("MFA by SMS", () => {
  it("needs a verified phone number first", async () => {
    for (const overrides of [{}, { phoneNumber: "+15550004444", phoneVerified: false }]) {
      const { agent } = await signedInUser(overrides);
      const setup = await agent.post("/api/user/mfa/setup", { method: "sms" });
      expect(setup.statusCode).toBe(200);
      expect(setup.json()).toEqual({ needsPhoneNumber: true, message: "Phone number needed" });
    }
    expect(await messagesTo(t.db, "+15550004444")).toEqual([]);
  });

  it("texts a code, turns on with it, then texts a code at each sign-in, each used once", async () => {
    const phone = "+15550005555";
    const { user, agent } = await signedInUser({ phoneNumber: phone, phoneVerified: true });
    const setup = await agent.post("/api/user/mfa/setup", { method: "sms" });
    expect(setup.json()).toEqual({ codeSent: true, message: "Verification code sent" });
    const setupCode = await latestCodeSentTo(t.db, phone, "sms");
    const wrong = setupCode === "000000" ? "111111" : "000000";
    expect((await agent.post("/api/user/mfa/verify", { code: wrong })).statusCode).toBe(400);
    const verified = await agent.post("/api/user/mfa/verify", { code: setupCode });
    expect(verified.statusCode).toBe(200);
    expect(verified.json<{ recoveryCodes: string[] }>().recoveryCodes).toHaveLength(10);
    expect(await userRow(user.id)).toMatchObject({
      mfaEnabled: true,
      mfaType: "sms",
      mfaSecret: null,
    });

    const { agent: next, body } = await logInElsewhere(user.username);
    expect(body).toMatchObject({ requireMFA: true, mfaType: "sms", userId: user.id });
    const loginCode = await latestCodeSentTo(t.db, phone, "sms");
    const [text] = await messagesTo(t.db, phone);
    expect(text?.textBody).toContain("sign-in code");
    const other = loginCode === "000000" ? "111111" : "000000";
    const refused = await next.post("/api/verify-login-mfa", {
      userId: user.id,
      code: other,
      mfaType: "sms",
    });
    expect(refused.json()).toEqual({ message: "Invalid verification code" });
    const accepted = await next.post("/api/verify-login-mfa", {
      userId: user.id,
      code: loginCode,
      mfaType: "sms",
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ id: user.id, mfaType: "sms" });

    // A new sign-in texts a new code; the used one is no good.
    const { agent: third } = await logInElsewhere(user.username);
    const fresh = await latestCodeSentTo(t.db, phone, "sms");
    if (fresh !== loginCode) {
      const reused = await third.post("/api/verify-login-mfa", {
        userId: user.id,
        code: loginCode,
        mfaType: "sms",
      });
      expect(reused.statusCode).toBe(400);
    }
    expect(
      (await third.post("/api/verify-login-mfa", { userId: user.id, code: fresh, mfaType: "sms" }))
        .statusCode,
    ).toBe(200);
  });

  it("verifies the texted code even after an app setup was started and left", async () => {
    const phone = "+15550006666";
    const { user, agent } = await signedInUser({ phoneNumber: phone, phoneVerified: true });
    await startAppSetup(agent);
    await agent.post("/api/user/mfa/setup", { method: "sms" });
    const code = await latestCodeSentTo(t.db, phone, "sms");
    expect((await agent.post("/api/user/mfa/verify", { code })).statusCode).toBe(200);
    expect(await userRow(user.id)).toMatchObject({ mfaType: "sms", mfaPendingSecret: null });
  });

  it("switches an app user to SMS without reregister, and the app stops working", async () => {
    const phone = "+15550007777";
    const { user, agent, secret } = await userWithAppMfa();
    await t.db
      .update(users)
      .set({ phoneNumber: phone, phoneVerified: true })
      .where(eq(users.id, user.id));
    expect((await agent.post("/api/user/mfa/setup", { method: "sms" })).json()).toMatchObject({
      codeSent: true,
    });
    const code = await latestCodeSentTo(t.db, phone, "sms");
    expect((await agent.post("/api/user/mfa/verify", { code })).statusCode).toBe(200);
    const { agent: next } = await logInElsewhere(user.username);
    const answer = await next.post("/api/verify-login-mfa", {
      userId: user.id,
      code: appCode(secret),
      mfaType: "app",
    });
    expect(answer.statusCode).toBe(400);
  });

  it("signs in with a code texted to the verified phone", async () => {
    const phone = "+15550001111";
    const user = await createUser(t.db, {
      password: await hashPassword(password),
      phoneNumber: phone,
      phoneVerified: true,
    });
    const agent = new Agent(t.app);
    await agent.post("/api/login", { username: user.username, password });
    expect((await agent.post("/api/user/mfa/setup", { method: "sms" })).json()).toEqual({
      codeSent: true,
      message: "Verification code sent",
    });
    const setupCode = await latestCodeSentTo(t.db, phone, "sms");
    expect((await agent.post("/api/user/mfa/verify", { code: setupCode })).statusCode).toBe(200);

    const next = new Agent(t.app);
    const login = await next.post("/api/login", { username: user.username, password });
    expect(login.json()).toMatchObject({ requireMFA: true, mfaType: "sms" });
    const loginCode = await latestCodeSentTo(t.db, phone, "sms");
    const verified = await next.post("/api/verify-login-mfa", {
      userId: user.id,
      code: loginCode,
      mfaType: "sms",
    });
    expect(verified.json()).toMatchObject({ id: user.id, mfaType: "sms" });
    const reused = new Agent(t.app);
    await reused.post("/api/login", { username: user.username, password });
    const fresh = await latestCodeSentTo(t.db, phone, "sms");
    expect(fresh).not.toBe(undefined);
    if (fresh !== loginCode) {
      expect(
        (
          await reused.post("/api/verify-login-mfa", {
            userId: user.id,
            code: loginCode,
            mfaType: "sms",
          })
        ).statusCode,
      ).toBe(400);
    }
  });
});

describe("turning MFA off", () => {
  it("needs a current code or the password, and names what was wrong", async () => {
    const { agent, secret } = await userWithAppMfa();
    const none = await agent.post("/api/user/mfa/disable", {});
    expect(none.json()).toEqual({ message: "code: Enter a current code or your password" });
    const badCode = await agent.post("/api/user/mfa/disable", { code: "12a456" });
    expect(badCode.json()).toEqual({ message: "code: Code must contain only numbers" });
    const wrongPassword = await agent.post("/api/user/mfa/disable", { password: "Wrong!pass1" });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json()).toEqual({ message: "Password is incorrect" });
    const wrongCode = await agent.post("/api/user/mfa/disable", { code: appCode(secret, 3) });
    expect(wrongCode.statusCode).toBe(400);
    expect(wrongCode.json()).toEqual({ message: "Invalid verification code" });
    expect((await agent.get("/api/user")).json()).toMatchObject({ mfaEnabled: true });
  });

  it("turns off with a current code: secret, recovery codes and trusted devices are gone", async () => {
    const { user, agent, secret, recoveryCodes } = await userWithAppMfa();
    const trusted = new Agent(t.app);
    await trusted.post("/api/login", { username: user.username, password });
    await trusted.post("/api/verify-login-mfa", {
      userId: user.id,
      code: appCode(secret),
      mfaType: "app",
      trustDevice: true,
    });
    t.clock.advance({ minutes: 1 });
    const before = await userRow(user.id);

    const disabled = await agent.post("/api/user/mfa/disable", { code: appCode(secret) });
    expect(disabled.statusCode).toBe(200);
    expect(disabled.json()).toEqual({ status: "disabled", message: "MFA disabled" });
    expect((await agent.get("/api/user")).json()).toMatchObject({ mfaEnabled: false });
    const row = await userRow(user.id);
    expect(row).toMatchObject({ mfaEnabled: false, mfaSecret: null, mfaPendingSecret: null });
    expect(row.mfaVersion).toBe(before.mfaVersion + 1);
    expect(
      await t.db.select().from(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, user.id)),
    ).toEqual([]);
    expect(
      await t.db.select().from(trustedDevices).where(eq(trustedDevices.userId, user.id)),
    ).toEqual([]);
    expect((await logsOf(user.id)).at(-1)).toMatchObject({
      eventType: "mfa-setup",
      eventSubtype: "disabled",
      status: "success",
    });

    const { body } = await logInElsewhere(user.username);
    expect(body).toMatchObject({ id: user.id, mfaEnabled: false });
    expect(recoveryCodes).toHaveLength(10);
  });

  it("turns off with the password", async () => {
    const { user, agent } = await userWithAppMfa();
    const disabled = await agent.post("/api/user/mfa/disable", { password });
    expect(disabled.json()).toEqual({ status: "disabled", message: "MFA disabled" });
    expect((await logInElsewhere(user.username)).body).toMatchObject({ id: user.id });
  });

  it("stops taking guesses after 5 wrong proofs in 15 minutes", async () => {
    const { agent } = await userWithAppMfa();
    for (let i = 0; i < 5; i++) {
      expect(
        (await agent.post("/api/user/mfa/disable", { password: `Wrong!pass${i}` })).statusCode,
      ).toBe(400);
    }
    const locked = await agent.post("/api/user/mfa/disable", { password });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({
      message: "Too many verification attempts. Please try again later.",
      rateLimited: true,
      retryAfter: 15,
    });
    t.clock.advance({ minutes: 15 });
    expect((await agent.post("/api/user/mfa/disable", { password })).statusCode).toBe(200);
  });
});
