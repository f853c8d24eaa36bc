import * as OTPAuth from "otpauth";
import { expect, it } from "vitest";
import { authLogs } from "../../src/server/db/schema";
import { hashPassword } from "../../src/server/security/password";
import { Agent } from "../support/agent";
import { createUser } from "../support/factories";
import { latestCodeSentTo } from "../support/outbox";
import { setUpTestApp } from "../support/test-app";

const t = setUpTestApp();

const password = "Corr3ct!horse";

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

it("forgets trusted devices when the authenticator is set up again", async () => {
  const user = await createUser(t.db, { password: await hashPassword(password) });
  const agent = new Agent(t.app);
  await agent.post("/api/login", { username: user.username, password });
  const codeFor = (secret: string, steps = 0) =>
    new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate({
      timestamp: t.clock.now().getTime() + steps * 30_000,
    });
  const first = (await agent.post("/api/user/mfa/setup", { method: "app" })).json<{
    secret: string;
  }>().secret;
  await agent.post("/api/user/mfa/verify", { code: codeFor(first) });
  await agent.post("/api/logout");
  await agent.post("/api/login", { username: user.username, password });
  await agent.post("/api/verify-login-mfa", {
    userId: user.id,
    code: codeFor(first, 1),
    mfaType: "app",
    trustDevice: true,
  });
  expect((await agent.get("/api/user/trusted-devices")).json()).toHaveLength(1);

  const refused = await agent.post("/api/user/mfa/setup", { method: "app" });
  expect(refused.statusCode).toBe(409);
  t.clock.advance({ minutes: 2 });
  const second = (
    await agent.post("/api/user/mfa/setup", { method: "app", reregister: true })
  ).json<{ secret: string }>().secret;
  expect((await agent.post("/api/user/mfa/verify", { code: codeFor(second) })).statusCode).toBe(
    200,
  );
  expect((await agent.get("/api/user/trusted-devices")).json()).toEqual([]);
  await agent.post("/api/logout");
  expect(
    (await agent.post("/api/login", { username: user.username, password })).json(),
  ).toMatchObject({ requireMFA: true });
});

it("logs sign-in events with IP and browser, never a password or a code", async () => {
  const user = await createUser(t.db, { password: await hashPassword(password) });
  const agent = new Agent(t.app);
  await agent.post("/api/login", { username: user.username, password: "Wrong!pass1" });
  await agent.send("POST", "/api/login", undefined, {});
  await agent.post("/api/login", { username: user.username, password });
  await agent.post("/api/logout");
  const rows = (await t.db.select().from(authLogs)).filter(
    (row) => row.username === user.username || row.userId === user.id,
  );
  const events = rows.map((row) => `${row.eventType}:${row.status}`);
  expect(events).toEqual(
    expect.arrayContaining(["login:failure", "login:success", "logout:success"]),
  );
  expect(rows.every((row) => row.ipAddress === agent.ipAddress)).toBe(true);
  const text = JSON.stringify(rows);
  expect(text).not.toContain(password);
  expect(text).not.toContain("Wrong!pass1");
});
