import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import * as OTPAuth from "otpauth";
import { describe, expect, it } from "vitest";
import { authLogs, trustedDevices, users } from "../../src/server/db/schema";
import { keyedHash } from "../../src/server/security/keyed-hash";
import { hashPassword } from "../../src/server/security/password";
import { sealSecret } from "../../src/server/security/secret-box";
import { Agent } from "../support/agent";
import { createUser, passwordHashOf } from "../support/factories";
import { createTestApp, setUpTestApp } from "../support/test-app";
import type { TestClock } from "../support/test-clock";

const key = randomBytes(32);
const password = "Corr3ct!horse";
const deviceCookie = "certminder.device";
const thirtyDaysMs = 30 * 24 * 60 * 60 * 1000;
const t = setUpTestApp({ config: { encryptionKey: key } });

type Device = {
  id: number;
  deviceName: string;
  ipAddress: string | null;
  userAgent: string | null;
  lastUsed: string | null;
  createdAt: string;
  expiresAt: string;
  current: boolean;
};

async function userWithAppMfa(db = t.db) {
  const secret = new OTPAuth.Secret({ size: 20 }).base32;
  const user = await createUser(db, {
    password: await passwordHashOf(password),
    mfaEnabled: true,
    mfaType: "app",
    mfaRegistered: true,
    mfaSecret: sealSecret(key, secret),
  });
  return { user, secret };
}

/** A fresh code: the clock moves a step on first, so no two sign-ins share a time step. */
function nextCode(secret: string, clock: TestClock = t.clock): string {
  clock.advance({ minutes: 0.5 });
  return new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate({
    timestamp: clock.now().getTime(),
  });
}

function logIn(agent: Agent, username: string) {
  return agent.post("/api/login", { username, password });
}

/** Signs in with password and code; `trust` asks to trust this browser. */
async function signInWithMfa(
  agent: Agent,
  login: { user: { id: number; username: string }; secret: string },
  trust?: { deviceName?: string },
) {
  expect((await logIn(agent, login.user.username)).json()).toMatchObject({ requireMFA: true });
  const response = await agent.post("/api/verify-login-mfa", {
    userId: login.user.id,
    code: nextCode(login.secret),
    mfaType: "app",
    trustDevice: trust !== undefined,
    ...(trust?.deviceName ? { deviceName: trust.deviceName } : {}),
  });
  expect(response.statusCode).toBe(200);
  return response;
}

function deviceCookieOf(response: LightMyRequestResponse) {
  return response.cookies.find((cookie) => cookie.name === deviceCookie);
}

async function devicesOf(agent: Agent) {
  const response = await agent.get("/api/user/trusted-devices");
  expect(response.statusCode).toBe(200);
  return response.json<Device[]>();
}

/** Signs out, then signs in with the password alone: true when no code was asked. */
async function skipsMfa(agent: Agent, username: string) {
  await agent.post("/api/logout");
  const body = (await logIn(agent, username)).json<{ requireMFA?: boolean }>();
  return body.requireMFA !== true;
}

/** A caller whose every request also carries these headers. */
class AgentWithHeaders extends Agent {
  constructor(
    app: ConstructorParameters<typeof Agent>[0],
    private readonly extraHeaders: Record<string, string>,
  ) {
    super(app);
  }

  override send(
    method: Parameters<Agent["send"]>[0],
    url: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) {
    return super.send(method, url, body, { ...this.extraHeaders, ...headers });
  }
}

/** A browser reaching the app through an HTTPS proxy, so Secure cookies come back to it. */
const httpsAgent = (app: ConstructorParameters<typeof Agent>[0]) =>
  new AgentWithHeaders(app, { "x-forwarded-proto": "https" });

const chromeOnWindows =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

/** Chrome on a Windows PC, as its User-Agent header says. */
const chromeOnWindowsAgent = () => new AgentWithHeaders(t.app, { "user-agent": chromeOnWindows });

describe("the name of a trusted device", () => {
  it("is the browser and system when none is given", async () => {
    const login = await userWithAppMfa();
    const agent = chromeOnWindowsAgent();
    await signInWithMfa(agent, login, {});
    expect(await devicesOf(agent)).toMatchObject([
      { deviceName: "Chrome on Windows", userAgent: chromeOnWindows, current: true },
    ]);
  });

  it("is the one given when there is one", async () => {
    const login = await userWithAppMfa();
    const agent = chromeOnWindowsAgent();
    await signInWithMfa(agent, login, { deviceName: "Front desk PC" });
    expect(await devicesOf(agent)).toMatchObject([{ deviceName: "Front desk PC" }]);
  });

  it("is the browser and system for a device stored without a name", async () => {
    const login = await userWithAppMfa();
    const agent = chromeOnWindowsAgent();
    await signInWithMfa(agent, login, {});
    await t.db
      .update(trustedDevices)
      .set({ deviceName: null })
      .where(eq(trustedDevices.userId, login.user.id));
    expect(await devicesOf(agent)).toMatchObject([{ deviceName: "Chrome on Windows" }]);
  });
});

describe("trusting a browser at sign-in", () => {
  it("sets a 30-day HttpOnly cookie and stores only a keyed hash of its token", async () => {
    const login = await userWithAppMfa();
    const agent = new Agent(t.app);
    const response = await signInWithMfa(agent, login, { deviceName: "Work laptop" });
    const cookie = deviceCookieOf(response);
    expect(cookie).toMatchObject({
      httpOnly: true,
      sameSite: "Lax",
      path: "/",
      maxAge: thirtyDaysMs / 1000,
    });
    expect(cookie?.secure).toBeFalsy();
    const token = cookie?.value ?? "";
    expect(Buffer.from(token, "base64url")).toHaveLength(32);

    const rows = await t.db
      .select()
      .from(trustedDevices)
      .where(eq(trustedDevices.userId, login.user.id));
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row?.deviceId).toBe(keyedHash(key, "device", token));
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(row).toMatchObject({
      deviceName: "Work laptop",
      ipAddress: agent.ipAddress,
      userAgent: "lightMyRequest",
      mfaVersion: login.user.mfaVersion,
    });
    expect(row?.expiresAt.getTime()).toBe(t.clock.now().getTime() + thirtyDaysMs);
    expect(row?.lastUsed?.getTime()).toBe(t.clock.now().getTime());

    const [log] = (
      await t.db.select().from(authLogs).where(eq(authLogs.userId, login.user.id))
    ).filter((entry) => entry.eventType === "device");
    expect(log).toMatchObject({ eventSubtype: "trusted", status: "success" });
    expect(JSON.stringify(log)).not.toContain(token);
  });

  it("marks the cookie Secure when the app runs with secure cookies", async () => {
    const secure = await createTestApp({
      config: { encryptionKey: key, secureCookies: true, trustProxy: true },
    });
    try {
      const login = await userWithAppMfa(secure.db);
      const agent = httpsAgent(secure.app);
      expect((await logIn(agent, login.user.username)).json()).toMatchObject({ requireMFA: true });
      const response = await agent.post("/api/verify-login-mfa", {
        userId: login.user.id,
        code: nextCode(login.secret, secure.clock),
        mfaType: "app",
        trustDevice: true,
      });
      expect(response.statusCode).toBe(200);
      expect(deviceCookieOf(response)).toMatchObject({ secure: true, httpOnly: true });
    } finally {
      await secure.close();
    }
  });

  it("sets no cookie and trusts nothing without trustDevice", async () => {
    const login = await userWithAppMfa();
    const agent = new Agent(t.app);
    const response = await signInWithMfa(agent, login);
    expect(deviceCookieOf(response)).toBeUndefined();
    expect(await devicesOf(agent)).toEqual([]);
    expect(await skipsMfa(agent, login.user.username)).toBe(false);
  });

  it("lets the next sign-in from that browser skip MFA, and records the use", async () => {
    const login = await userWithAppMfa();
    const agent = new Agent(t.app);
    await signInWithMfa(agent, login, {});
    t.clock.advance({ days: 3 });
    await agent.post("/api/logout");
    const response = await logIn(agent, login.user.username);
    expect(response.json()).toMatchObject({ id: login.user.id, mfaEnabled: true });
    expect((await agent.get("/api/user")).statusCode).toBe(200);
    const [device] = await devicesOf(agent);
    expect(device).toMatchObject({ deviceName: "Unknown browser", current: true });
    expect(device?.lastUsed).toBe(t.clock.now().toISOString());
    const logs = await t.db.select().from(authLogs).where(eq(authLogs.userId, login.user.id));
    expect(logs.at(-1)).toMatchObject({ eventType: "login", eventSubtype: "trusted-device" });

    // Another browser (without the cookie) still needs the code.
    expect((await logIn(new Agent(t.app), login.user.username)).json()).toMatchObject({
      requireMFA: true,
    });
  });

  it("is worth nothing to another user, or with a made-up token", async () => {
    const owner = await userWithAppMfa();
    const other = await userWithAppMfa();
    const agent = new Agent(t.app);
    await signInWithMfa(agent, owner, {});
    await agent.post("/api/logout");
    expect((await logIn(agent, other.user.username)).json()).toMatchObject({ requireMFA: true });

    const forged = new Agent(t.app, `${deviceCookie}=${randomBytes(32).toString("base64url")}`);
    expect((await logIn(forged, owner.user.username)).json()).toMatchObject({ requireMFA: true });
  });

  it("stops working after 30 days", async () => {
    const login = await userWithAppMfa();
    const agent = new Agent(t.app);
    await signInWithMfa(agent, login, {});
    t.clock.advance({ days: 29, minutes: 23 * 60 });
    expect(await skipsMfa(agent, login.user.username)).toBe(true);
    t.clock.advance({ minutes: 61 });
    expect(await skipsMfa(agent, login.user.username)).toBe(false);
    await signInWithMfa(new Agent(t.app), login);
  });

  it("stops working once MFA is set up again or turned off and on", async () => {
    const login = await userWithAppMfa();
    const agent = new Agent(t.app);
    await signInWithMfa(agent, login, {});
    expect(await devicesOf(agent)).toHaveLength(1);

    const { secret } = (
      await agent.post("/api/user/mfa/setup", { method: "app", reregister: true })
    ).json<{ secret: string }>();
    // Not yet: the new authenticator is not verified.
    expect(await skipsMfa(agent, login.user.username)).toBe(true);
    expect((await agent.post("/api/user/mfa/verify", { code: nextCode(secret) })).statusCode).toBe(
      200,
    );
    expect(await devicesOf(agent)).toEqual([]);
    expect(await skipsMfa(agent, login.user.username)).toBe(false);

    // Trusted again under the new setup, then MFA off and on: void again.
    const renewed = { user: login.user, secret };
    const fresh = new Agent(t.app);
    await signInWithMfa(fresh, renewed, {});
    expect(await devicesOf(fresh)).toHaveLength(1);
    await fresh.post("/api/user/mfa/disable", { password });
    const again = (await fresh.post("/api/user/mfa/setup", { method: "app" })).json<{
      secret: string;
    }>().secret;
    await fresh.post("/api/user/mfa/verify", { code: nextCode(again) });
    expect(await skipsMfa(fresh, login.user.username)).toBe(false);
  });

  it("is void once the user's mfaVersion changes, even while its row remains", async () => {
    const login = await userWithAppMfa();
    const agent = new Agent(t.app);
    await signInWithMfa(agent, login, {});
    await t.db
      .update(users)
      .set({ mfaVersion: login.user.mfaVersion + 1 })
      .where(eq(users.id, login.user.id));
    expect(await devicesOf(agent)).toEqual([]);
    expect(await skipsMfa(agent, login.user.username)).toBe(false);
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
});

describe("GET /api/user/trusted-devices", () => {
  it("lists the user's devices, marking this browser's", async () => {
    const login = await userWithAppMfa();
    const laptop = new Agent(t.app);
    const phone = new Agent(t.app);
    await signInWithMfa(laptop, login, { deviceName: "Laptop" });
    await signInWithMfa(phone, login, { deviceName: "Phone" });
    const fromPhone = await devicesOf(phone);
    expect(fromPhone).toEqual([
      {
        id: expect.any(Number),
        deviceName: "Phone",
        ipAddress: phone.ipAddress,
        userAgent: "lightMyRequest",
        lastUsed: t.clock.now().toISOString(),
        createdAt: t.clock.now().toISOString(),
        expiresAt: new Date(t.clock.now().getTime() + thirtyDaysMs).toISOString(),
        current: true,
      },
      expect.objectContaining({
        deviceName: "Laptop",
        ipAddress: laptop.ipAddress,
        current: false,
      }),
    ]);
    const fromLaptop = await devicesOf(laptop);
    expect(fromLaptop.map((device) => [device.deviceName, device.current])).toEqual([
      ["Phone", false],
      ["Laptop", true],
    ]);
  });

  it("shows one user nothing of another's", async () => {
    const owner = await userWithAppMfa();
    const agent = new Agent(t.app);
    await signInWithMfa(agent, owner, { deviceName: "Mine" });
    const stranger = await createUser(t.db, { password: await passwordHashOf(password) });
    const other = new Agent(t.app);
    await logIn(other, stranger.username);
    expect(await devicesOf(other)).toEqual([]);
  });

  it("needs a signed-in user", async () => {
    const response = await new Agent(t.app).get("/api/user/trusted-devices");
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: "Not authenticated" });
  });
});

describe("DELETE /api/user/trusted-devices/:id", () => {
  it("forgets the device, clears this browser's cookie and logs it", async () => {
    const login = await userWithAppMfa();
    const agent = new Agent(t.app);
    await signInWithMfa(agent, login, { deviceName: "Old tablet" });
    const [device] = await devicesOf(agent);
    const response = await agent.delete(`/api/user/trusted-devices/${device?.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: "Device removed" });
    expect(deviceCookieOf(response)?.value).toBe("");
    expect(await devicesOf(agent)).toEqual([]);
    expect(await skipsMfa(agent, login.user.username)).toBe(false);

    const logs = await t.db.select().from(authLogs).where(eq(authLogs.userId, login.user.id));
    expect(logs.find((log) => log.eventSubtype === "revoked")).toMatchObject({
      eventType: "device",
      status: "success",
      ipAddress: agent.ipAddress,
      details: { deviceId: device?.id, deviceName: "Old tablet" },
    });
  });

  it("forgets another browser's device from here, keeping this browser's cookie", async () => {
    const login = await userWithAppMfa();
    const here = new Agent(t.app);
    const lost = new Agent(t.app);
    await signInWithMfa(here, login, { deviceName: "Here" });
    await signInWithMfa(lost, login, { deviceName: "Lost phone" });
    const lostDevice = (await devicesOf(here)).find((device) => device.deviceName === "Lost phone");
    const response = await here.delete(`/api/user/trusted-devices/${lostDevice?.id}`);
    expect(response.statusCode).toBe(200);
    expect(deviceCookieOf(response)).toBeUndefined();
    expect(await skipsMfa(lost, login.user.username)).toBe(false);
    expect(await skipsMfa(here, login.user.username)).toBe(true);
  });

  it("answers 404 for another user's device and leaves it working", async () => {
    const owner = await userWithAppMfa();
    const agent = new Agent(t.app);
    await signInWithMfa(agent, owner, {});
    const [device] = await devicesOf(agent);
    const stranger = await createUser(t.db, { password: await passwordHashOf(password) });
    const other = new Agent(t.app);
    await logIn(other, stranger.username);
    const response = await other.delete(`/api/user/trusted-devices/${device?.id}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: "Not found" });
    expect((await other.delete("/api/user/trusted-devices/999999")).statusCode).toBe(404);
    expect(await skipsMfa(agent, owner.user.username)).toBe(true);
  });

  it("needs a signed-in user", async () => {
    expect((await new Agent(t.app).delete("/api/user/trusted-devices/1")).statusCode).toBe(401);
  });
});
