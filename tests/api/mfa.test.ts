import { randomBytes } from "node:crypto";
import * as OTPAuth from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "../../src/server/security/password";
import { sealSecret } from "../../src/server/security/secret-box";
import { Agent } from "../support/agent";
import { createUser } from "../support/factories";
import { createTestApp, type TestApp } from "../support/test-app";

let t: TestApp;
const password = "Corr3ct!horse";

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

function codeAt(secret: string, at: Date): string {
  const totp = new OTPAuth.TOTP({
    secret: OTPAuth.Secret.fromBase32(secret),
    digits: 6,
    period: 30,
  });
  return totp.generate({ timestamp: at.getTime() });
}

/** A signed-in user who has turned on MFA with an authenticator app. */
async function userWithAppMfa() {
  const user = await createUser(t.db, { password: await hashPassword(password) });
  const agent = new Agent(t.app);
  await agent.post("/api/login", { username: user.username, password });
  const setup = await agent.post("/api/user/mfa/setup", { method: "app" });
  const { secret, qrCodeUrl, message } = setup.json<{
    secret: string;
    qrCodeUrl: string;
    message: string;
  }>();
  expect(qrCodeUrl).toMatch(/^data:image\/png;base64,/);
  expect(message).toBe("Scan the QR code with your authenticator app");
  const verified = await agent.post("/api/user/mfa/verify", {
    code: codeAt(secret, t.clock.now()),
  });
  expect(verified.statusCode).toBe(200);
  const body = verified.json<{ message: string; recoveryCodes: string[] }>();
  expect(body.message).toBe("MFA setup complete");
  expect(body.recoveryCodes).toHaveLength(10);
  expect(body.recoveryCodes.every((code) => /^\d{8}$/.test(code))).toBe(true);
  t.clock.advance({ minutes: 1 });
  return { user, secret, recoveryCodes: body.recoveryCodes };
}

async function startSignIn(username: string, agent = new Agent(t.app)) {
  const response = await agent.post("/api/login", { username, password });
  return { agent, response };
}

describe("MFA with an authenticator app", () => {
  it("asks for a code after the password and signs in with it", async () => {
    const { user, secret } = await userWithAppMfa();
    const { agent, response } = await startSignIn(user.username);
    expect(response.json()).toEqual({
      requireMFA: true,
      userId: user.id,
      username: user.username,
      mfaType: "app",
      message: "MFA verification required",
    });
    expect((await agent.get("/api/user")).statusCode).toBe(401);
    const code = codeAt(secret, t.clock.now());
    const verified = await agent.post("/api/verify-login-mfa", {
      userId: user.id,
      code,
      mfaType: "app",
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ id: user.id, mfaEnabled: true, mfaType: "app" });
    expect((await agent.get("/api/user")).statusCode).toBe(200);

    const replay = await startSignIn(user.username);
    const again = await replay.agent.post("/api/verify-login-mfa", {
      userId: user.id,
      code,
      mfaType: "app",
    });
    expect(again.json()).toEqual({ message: "Invalid verification code" });
  });

  it("names the code rules", async () => {
    const { user } = await userWithAppMfa();
    const { agent } = await startSignIn(user.username);
    const send = (code: string) =>
      agent.post("/api/verify-login-mfa", { userId: user.id, code, mfaType: "app" });
    expect((await send("123")).json()).toEqual({
      message: "code: Code must be at least 6 characters",
    });
    expect((await send("123456789")).json()).toEqual({
      message: "code: Code cannot be longer than 8 characters",
    });
    expect((await send("12345a")).json()).toEqual({
      message: "code: Code must contain only numbers",
    });
  });

  it("accepts each recovery code once", async () => {
    const { user, recoveryCodes } = await userWithAppMfa();
    const recovery = recoveryCodes[0] ?? "";
    const first = await startSignIn(user.username);
    expect(
      (
        await first.agent.post("/api/verify-login-mfa", {
          userId: user.id,
          code: recovery,
          mfaType: "app",
        })
      ).statusCode,
    ).toBe(200);
    const second = await startSignIn(user.username);
    expect(
      (
        await second.agent.post("/api/verify-login-mfa", {
          userId: user.id,
          code: recovery,
          mfaType: "app",
        })
      ).statusCode,
    ).toBe(400);
  });

  it("trusts a device for 30 days, until MFA is set up again", async () => {
    const { user, secret } = await userWithAppMfa();
    const { agent } = await startSignIn(user.username);
    const verified = await agent.post("/api/verify-login-mfa", {
      userId: user.id,
      code: codeAt(secret, t.clock.now()),
      mfaType: "app",
      trustDevice: true,
      deviceName: "Work laptop",
    });
    const cookie = verified.cookies.find((c) => c.name === "certminder.device");
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
    const devices = await agent.get("/api/user/trusted-devices");
    expect(devices.json()).toEqual([
      expect.objectContaining({ deviceName: "Work laptop", current: true }),
    ]);

    await agent.post("/api/logout");
    const trusted = await agent.post("/api/login", { username: user.username, password });
    expect(trusted.json()).toMatchObject({ id: user.id });

    const stranger = new Agent(t.app);
    await stranger.post("/api/login", {
      username: (await createUser(t.db, { password: await hashPassword(password) })).username,
      password,
    });
    const deviceId = devices.json<{ id: number }[]>()[0]?.id;
    expect((await stranger.delete(`/api/user/trusted-devices/${deviceId}`)).statusCode).toBe(404);
    expect((await stranger.get("/api/user/trusted-devices")).json()).toEqual([]);

    t.clock.advance({ days: 31 });
    await agent.post("/api/logout");
    expect(
      (await agent.post("/api/login", { username: user.username, password })).json(),
    ).toMatchObject({ requireMFA: true });
  });

  it("locks verification after 5 wrong codes for 15 minutes", async () => {
    const { user, secret } = await userWithAppMfa();
    const { agent } = await startSignIn(user.username);
    for (let i = 0; i < 5; i++) {
      await agent.post("/api/verify-login-mfa", {
        userId: user.id,
        code: "000000",
        mfaType: "app",
      });
    }
    const locked = await agent.post("/api/verify-login-mfa", {
      userId: user.id,
      code: codeAt(secret, t.clock.now()),
      mfaType: "app",
    });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({
      message: "Too many verification attempts. Please try again later.",
      rateLimited: true,
      retryAfter: 15,
    });
  });

  it("answers sessionExpired without a pending sign-in, and needsResetup when the secret cannot be read", async () => {
    const { user } = await userWithAppMfa();
    const expired = await new Agent(t.app).post("/api/verify-login-mfa", {
      userId: user.id,
      code: "123456",
      mfaType: "app",
    });
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toMatchObject({
      sessionExpired: true,
      message: "Your session has expired. Please log in again.",
    });

    const broken = await createUser(t.db, {
      password: await hashPassword(password),
      mfaEnabled: true,
      mfaType: "app",
      mfaSecret: sealSecret(randomBytes(32), "JBSWY3DPEHPK3PXP"),
    });
    const { agent } = await startSignIn(broken.username);
    const reset = await agent.post("/api/verify-login-mfa", {
      userId: broken.id,
      code: "123456",
      mfaType: "app",
    });
    expect(reset.statusCode).toBe(428);
    expect(reset.json()).toEqual({
      message: "Your MFA setup needs to be reconfigured.",
      needsResetup: true,
      setupUrl: "/settings?mfa=reset",
    });
  });

  it("turns off with the password, after which sign-in needs no code", async () => {
    const { user, secret } = await userWithAppMfa();
    const { agent } = await startSignIn(user.username);
    await agent.post("/api/verify-login-mfa", {
      userId: user.id,
      code: codeAt(secret, t.clock.now()),
      mfaType: "app",
    });
    expect((await agent.post("/api/user/mfa/disable", { password: "wrong-pass" })).statusCode).toBe(
      400,
    );
    const disabled = await agent.post("/api/user/mfa/disable", { password });
    expect(disabled.json()).toEqual({ status: "disabled", message: "MFA disabled" });
    const next = await startSignIn(user.username);
    expect(next.response.json()).toMatchObject({ id: user.id, mfaEnabled: false });
  });
});

describe("MFA by SMS", () => {
  it("needs a verified phone number first", async () => {
    const user = await createUser(t.db, { password: await hashPassword(password) });
    const agent = new Agent(t.app);
    await agent.post("/api/login", { username: user.username, password });
    const setup = await agent.post("/api/user/mfa/setup", { method: "sms" });
    expect(setup.json()).toEqual({ needsPhoneNumber: true, message: "Phone number needed" });
  });
});
