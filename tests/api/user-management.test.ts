import { adminSessionHeader } from "@common/access";
import type { AdminAuditEntry } from "@common/admin-audit";
import { type ManagedUser, userManagementMessages } from "@common/user-management";
import { and, eq, inArray, notInArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  adminSessions,
  authLogs,
  mfaRecoveryCodes,
  sessions,
  trustedDevices,
  users,
} from "../../src/server/db/schema";
import { setAccountEnabled } from "../../src/server/features/user-management/account-status";
import { setAdministrator } from "../../src/server/features/user-management/administrator-role";
import { openAdminSession } from "../../src/server/security/admin-sessions";
import { adminCredential, signedInAdmin } from "../support/admin";
import { Agent } from "../support/agent";
import { getList, insertCertification } from "../support/certifications";
import { createUser, loginSessionIdOf, passwordHashOf, signedIn } from "../support/factories";
import { latestCodeSentTo, messagesTo } from "../support/outbox";
import { setUpTestApp } from "../support/test-app";

let queries = 0;
const t = setUpTestApp({
  now: "2026-11-24T12:00:00.000Z",
  queryLogger: {
    logQuery: () => {
      queries += 1;
    },
  },
});

const password = "Correct-horse-battery-9";

/** A tag no other test's users share, so a search finds only this test's users. */
let tagCount = 0;
const uniqueTag = () => {
  tagCount += 1;
  return `t${Date.now().toString(36)}x${tagCount}`;
};

async function auditOf(admin: Agent, userId: number) {
  const response = await admin.get(`/api/admin/users/${userId}/audit`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AdminAuditEntry[]>();
}

/** Leaves `keep` as the only administrators of the installation. */
async function onlyAdministrators(...keep: number[]) {
  await t.db.update(users).set({ isAdmin: false }).where(notInArray(users.id, keep));
}

describe("GET /api/admin/users", () => {
  it("finds users by part of their name, username or email, ignoring case", async () => {
    const { agent: admin } = await signedInAdmin(t);
    const tag = uniqueTag();
    const alex = await createUser(t.db, {
      username: `alex_rn_${tag}`,
      firstName: "Alex",
      lastName: `Rivera${tag}`,
      email: `alex.${tag}@clinic.example`,
    });
    const jordan = await createUser(t.db, {
      username: `jordan_${tag}`,
      firstName: "Jordan",
      lastName: "Lee",
      email: `jl_${tag}@hospital.example`,
    });
    const search = async (text: string) => {
      const { rows } = await getList<ManagedUser>(
        admin,
        `/api/admin/users?search=${encodeURIComponent(text)}`,
      );
      return rows.map((row) => row.username);
    };
    expect(await search(`alex rivera${tag}`.toUpperCase())).toEqual([alex.username]);
    expect(await search(`JORDAN_${tag}`)).toEqual([jordan.username]);
    expect(await search(`${tag}@hospital`)).toEqual([jordan.username]);
    // Newest first.
    expect(await search(tag)).toEqual([jordan.username, alex.username]);
    // A LIKE wildcard is a character like any other.
    expect(await search(`${tag}%`)).toEqual([]);
    expect(await search("_".repeat(3) + tag)).toEqual([]);
  });

  it("answers each user's status, plan, role, MFA, last sign-in and certification count, never a secret", async () => {
    const { agent: admin } = await signedInAdmin(t);
    const tag = uniqueTag();
    const user = await createUser(t.db, {
      username: `casey_${tag}`,
      firstName: "Casey",
      lastName: "Morgan",
      emailVerified: false,
      isEnabled: false,
      isSubscriptionOverridden: true,
      mfaEnabled: true,
      mfaType: "app",
      mfaSecret: "encrypted-secret",
      password: await passwordHashOf(password),
    });
    await insertCertification(t.db, user.id, { name: "RN License" });
    await insertCertification(t.db, user.id, { name: "BLS" });
    const signedInAt = new Date("2026-11-20T08:30:00.000Z");
    await t.db.insert(authLogs).values([
      { userId: user.id, eventType: "login", status: "success", createdAt: signedInAt },
      {
        userId: user.id,
        eventType: "login",
        status: "failure",
        createdAt: new Date("2026-11-22T08:30:00.000Z"),
      },
      {
        userId: user.id,
        eventType: "login",
        status: "success",
        createdAt: new Date("2026-10-01T08:30:00.000Z"),
      },
    ]);
    const response = await admin.get(`/api/admin/users?search=casey_${tag}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain("encrypted-secret");
    expect(response.body).not.toContain(user.password);
    expect(response.json<ManagedUser[]>()).toEqual([
      {
        id: user.id,
        username: user.username,
        firstName: "Casey",
        lastName: "Morgan",
        email: user.email,
        emailVerified: false,
        status: "disabled",
        plan: "override",
        subscriptionStatus: "inactive",
        isSubscriptionOverridden: true,
        isAdmin: false,
        mfaEnabled: true,
        mfaType: "app",
        lastSignInAt: signedInAt.toISOString(),
        certificationCount: 2,
        createdAt: user.createdAt.toISOString(),
      },
    ]);
  });

  it("filters by status, plan and role", async () => {
    const { agent: admin } = await signedInAdmin(t);
    const tag = uniqueTag();
    const make = (name: string, overrides: Parameters<typeof createUser>[1]) =>
      createUser(t.db, { username: `${name}_${tag}`, ...overrides });
    await make("free", {});
    await make("subscriber", { subscriptionStatus: "active" });
    await make("overridden", { isSubscriptionOverridden: true });
    await make("disabled", { isEnabled: false });
    await make("operator", { isAdmin: true });
    const names = async (filters: string) => {
      const { rows } = await getList<ManagedUser>(
        admin,
        `/api/admin/users?search=${tag}&${filters}`,
      );
      return rows.map((row) => row.username.replace(`_${tag}`, "")).sort();
    };
    expect(await names("plan=premium")).toEqual(["overridden", "subscriber"]);
    expect(await names("plan=free")).toEqual(["disabled", "free", "operator"]);
    expect(await names("status=disabled")).toEqual(["disabled"]);
    expect(await names("status=enabled&role=administrator")).toEqual(["operator"]);
    expect(await names("role=user&plan=free")).toEqual(["disabled", "free"]);
    expect((await admin.get("/api/admin/users?plan=gold")).statusCode).toBe(400);
  });

  it("pages the users, newest first, with the total in x-total-count", async () => {
    const { agent: admin } = await signedInAdmin(t);
    const tag = uniqueTag();
    const created = [];
    for (let index = 0; index < 7; index += 1) {
      t.clock.advance({ minutes: 1 });
      created.push(
        await createUser(t.db, { username: `paged${index}_${tag}`, createdAt: t.clock.now() }),
      );
    }
    const newestFirst = created.map((user) => user.username).reverse();
    const page = (number: number) =>
      getList<ManagedUser>(admin, `/api/admin/users?search=${tag}&pageSize=3&page=${number}`);
    const pages = [await page(1), await page(2), await page(3)];
    expect(pages.map((one) => one.total)).toEqual([7, 7, 7]);
    expect(pages.flatMap((one) => one.rows.map((row) => row.username))).toEqual(newestFirst);
    expect(await page(4)).toEqual({ rows: [], total: 7 });
    expect((await admin.get("/api/admin/users?pageSize=101")).statusCode).toBe(400);
  });

  it("reads a page of 50 users with as many queries as a page of 2", async () => {
    const { agent: admin } = await signedInAdmin(t);
    const tag = uniqueTag();
    for (let index = 0; index < 50; index += 1) {
      const user = await createUser(t.db, { username: `many${index}_${tag}` });
      await insertCertification(t.db, user.id, { name: "CPR" });
      await t.db
        .insert(authLogs)
        .values({ userId: user.id, eventType: "login", status: "success" });
    }
    const queriesFor = async (pageSize: number) => {
      queries = 0;
      const { rows } = await getList<ManagedUser>(
        admin,
        `/api/admin/users?search=${tag}&pageSize=${pageSize}`,
      );
      expect(rows).toHaveLength(pageSize);
      expect(rows.every((row) => row.certificationCount === 1 && row.lastSignInAt)).toBe(true);
      return queries;
    };
    // The session is touched on the first request; count once it is settled.
    await queriesFor(2);
    expect(await queriesFor(50)).toBe(await queriesFor(2));
  });
});

describe("disabling and enabling an account", () => {
  it("signs the user out everywhere; enabling lets them sign in again without reviving a session", async () => {
    const { agent: admin, user: operator } = await signedInAdmin(t);
    const { user, agent: userBrowser } = await signedIn(t, {
      password: await passwordHashOf(password),
    });
    const otherBrowser = new Agent(t.app);
    expect(
      (await otherBrowser.post("/api/login", { username: user.username, password })).statusCode,
    ).toBe(200);
    expect((await userBrowser.get("/api/user")).statusCode).toBe(200);

    const disabled = await admin.post(`/api/admin/users/${user.id}/disable`);
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect(disabled.json<ManagedUser>()).toMatchObject({ id: user.id, status: "disabled" });
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
    expect((await userBrowser.get("/api/user")).statusCode).toBe(401);
    expect((await otherBrowser.get("/api/certifications")).statusCode).toBe(401);
    const refused = await new Agent(t.app).post("/api/login", {
      username: user.username,
      password,
    });
    expect(refused.statusCode).toBe(403);

    const enabled = await admin.post(`/api/admin/users/${user.id}/enable`);
    expect(enabled.json<ManagedUser>()).toMatchObject({ id: user.id, status: "enabled" });
    expect((await userBrowser.get("/api/user")).statusCode).toBe(401);
    const again = new Agent(t.app);
    expect((await again.post("/api/login", { username: user.username, password })).statusCode).toBe(
      200,
    );
    expect((await again.get("/api/user")).statusCode).toBe(200);

    const trail = await auditOf(admin, user.id);
    expect(trail.map((entry) => entry.action)).toEqual(["user_enabled", "user_disabled"]);
    expect(trail[1]).toMatchObject({
      actorUsername: operator.username,
      targetUserId: user.id,
      targetUsername: user.username,
      details: { sessionsEnded: 2, adminSessionsEnded: 0 },
      ipAddress: admin.ipAddress,
    });
  });

  it("ends a disabled administrator's admin sessions", async () => {
    const { agent: admin } = await signedInAdmin(t);
    const { user: other, agent: otherAdmin } = await signedInAdmin(t);
    expect((await otherAdmin.get("/api/admin/users")).statusCode).toBe(200);
    await admin.post(`/api/admin/users/${other.id}/disable`);
    expect(
      await t.db.select().from(adminSessions).where(eq(adminSessions.userId, other.id)),
    ).toEqual([]);
    expect((await otherAdmin.get("/api/admin/users")).statusCode).toBe(401);
  });

  it("refuses an administrator disabling themselves", async () => {
    const { agent: admin, user } = await signedInAdmin(t);
    const response = await admin.post(`/api/admin/users/${user.id}/disable`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: userManagementMessages.selfDisable });
    expect((await admin.get("/api/admin/users")).statusCode).toBe(200);
    expect(await auditOf(admin, user.id)).toEqual([]);
  });

  it("writes nothing when the account already is as asked", async () => {
    const { agent: admin } = await signedInAdmin(t);
    const user = await createUser(t.db);
    const response = await admin.post(`/api/admin/users/${user.id}/enable`);
    expect(response.json<ManagedUser>().status).toBe("enabled");
    expect(await auditOf(admin, user.id)).toEqual([]);
  });
});

describe("the premium override", () => {
  it("unlocks premium while on, and only the subscription decides once off", async () => {
    const { agent: admin } = await signedInAdmin(t);
    const { user, agent: member } = await signedIn(t);
    expect((await member.get("/api/reports/overview")).statusCode).toBe(403);

    const on = await admin.post(`/api/admin/users/${user.id}/premium-override`, { on: true });
    expect(on.json<ManagedUser>()).toMatchObject({
      plan: "override",
      isSubscriptionOverridden: true,
    });
    expect((await member.get("/api/reports/overview")).statusCode).toBe(200);

    const off = await admin.post(`/api/admin/users/${user.id}/premium-override`, { on: false });
    expect(off.json<ManagedUser>()).toMatchObject({
      plan: "free",
      isSubscriptionOverridden: false,
    });
    expect((await member.get("/api/reports/overview")).statusCode).toBe(403);

    expect((await auditOf(admin, user.id)).map((entry) => entry.action)).toEqual([
      "premium_override_off",
      "premium_override_on",
    ]);
    const bad = await admin.post(`/api/admin/users/${user.id}/premium-override`, { on: "yes" });
    expect(bad.statusCode).toBe(400);
  });
});

describe("the administrator role", () => {
  it("grants and removes it; removing ends the user's admin sessions", async () => {
    const { agent: admin } = await signedInAdmin(t);
    const { user, agent: member } = await signedIn(t);
    expect((await member.get("/api/admin/users")).statusCode).toBe(403);

    const granted = await admin.post(`/api/admin/users/${user.id}/administrator`, { on: true });
    expect(granted.json<ManagedUser>().isAdmin).toBe(true);
    const credential = await adminCredential(t);
    const { sessionId } = await openAdminSession(t.db, t.clock, {
      userId: user.id,
      credentialId: credential.id,
      loginSessionId: loginSessionIdOf(member.cookieHeader),
    });
    member.setHeader(adminSessionHeader, sessionId);
    expect((await member.get("/api/admin/users")).statusCode).toBe(200);

    const revoked = await admin.post(`/api/admin/users/${user.id}/administrator`, { on: false });
    expect(revoked.json<ManagedUser>().isAdmin).toBe(false);
    expect(
      await t.db.select().from(adminSessions).where(eq(adminSessions.userId, user.id)),
    ).toEqual([]);
    expect((await member.get("/api/admin/users")).statusCode).toBe(403);
    expect((await auditOf(admin, user.id)).map((entry) => entry.action)).toEqual([
      "admin_revoked",
      "admin_granted",
    ]);
  });

  it("lets an administrator remove their own role while another remains", async () => {
    const { agent: admin, user } = await signedInAdmin(t);
    await signedInAdmin(t);
    const response = await admin.post(`/api/admin/users/${user.id}/administrator`, { on: false });
    expect(response.json<ManagedUser>().isAdmin).toBe(false);
    expect((await admin.get("/api/admin/users")).statusCode).toBe(403);
  });

  it("never removes the role of the last enabled administrator", async () => {
    const { agent: admin, user } = await signedInAdmin(t);
    const disabledAdmin = await createUser(t.db, { isAdmin: true, isEnabled: false });
    await onlyAdministrators(user.id, disabledAdmin.id);

    const refused = await admin.post(`/api/admin/users/${user.id}/administrator`, { on: false });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: "There must be at least one administrator." });
    expect(await auditOf(admin, user.id)).toEqual([]);

    // Once the other administrator's account is enabled again, the role can go.
    await admin.post(`/api/admin/users/${disabledAdmin.id}/enable`);
    const removed = await admin.post(`/api/admin/users/${user.id}/administrator`, { on: false });
    expect(removed.statusCode).toBe(200);
  });

  it("keeps one administrator when two remove each other at the same moment", async () => {
    const { agent: first, user: firstUser } = await signedInAdmin(t);
    const { agent: second, user: secondUser } = await signedInAdmin(t);
    await onlyAdministrators(firstUser.id, secondUser.id);
    const [a, b] = await Promise.all([
      first.post(`/api/admin/users/${secondUser.id}/administrator`, { on: false }),
      second.post(`/api/admin/users/${firstUser.id}/administrator`, { on: false }),
    ]);
    // The one that lost the race is refused: as the last administrator's remover (409), or,
    // reaching the server after it lost the role, as a non-administrator (403).
    expect([a?.statusCode, b?.statusCode].sort()).toEqual([200, expect.any(Number)]);
    expect([403, 409]).toContain([a?.statusCode, b?.statusCode].sort()[1]);
    const admins = await t.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.isAdmin, true), inArray(users.id, [firstUser.id, secondUser.id])));
    expect(admins).toHaveLength(1);
  });

  it("keeps one administrator when two take each other away past the access check", async () => {
    const { user: firstUser } = await signedInAdmin(t);
    const { user: secondUser } = await signedInAdmin(t);
    await onlyAdministrators(firstUser.id, secondUser.id);
    const actor = (user: typeof firstUser) => ({
      id: user.id,
      username: user.username,
      ipAddress: null,
    });
    const results = await Promise.allSettled([
      setAdministrator(t, actor(firstUser), secondUser.id, false),
      setAccountEnabled(t, actor(secondUser), firstUser.id, false),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual(["fulfilled", "rejected"]);
    const refused = results.find((result) => result.status === "rejected");
    expect(refused?.reason).toMatchObject({
      statusCode: 409,
      message: userManagementMessages.lastAdministrator,
    });
    const admins = await t.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.isAdmin, true), eq(users.isEnabled, true)));
    expect(admins).toHaveLength(1);
  });
});

describe("resetting two-factor authentication", () => {
  it("turns MFA off and forgets its secrets and devices, so the user signs in with the password and sets it up again", async () => {
    const { agent: admin, user: operator } = await signedInAdmin(t);
    const user = await createUser(t.db, {
      password: await passwordHashOf(password),
      mfaEnabled: true,
      mfaRegistered: true,
      mfaType: "app",
      mfaSecret: "encrypted-secret",
    });
    await t.db.insert(trustedDevices).values({
      userId: user.id,
      deviceId: `device-${user.id}`,
      expiresAt: new Date("2026-12-20T00:00:00.000Z"),
      mfaVersion: 0,
    });
    await t.db.insert(mfaRecoveryCodes).values({ userId: user.id, codeHash: "hash" });
    const before = await new Agent(t.app).post("/api/login", { username: user.username, password });
    expect(before.json()).toMatchObject({ requireMFA: true });

    const reset = await admin.post(`/api/admin/users/${user.id}/mfa-reset`);
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json<ManagedUser>().mfaEnabled).toBe(false);
    const [stored] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(stored).toMatchObject({
      mfaEnabled: false,
      mfaRegistered: false,
      mfaSecret: null,
      mfaVersion: 1,
    });
    expect(
      await t.db.select().from(trustedDevices).where(eq(trustedDevices.userId, user.id)),
    ).toEqual([]);
    expect(
      await t.db.select().from(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, user.id)),
    ).toEqual([]);
    const after = new Agent(t.app);
    const login = await after.post("/api/login", { username: user.username, password });
    expect(login.json()).toMatchObject({ username: user.username, mfaEnabled: false });
    const setUp = await after.post("/api/user/mfa/setup", { method: "app" });
    expect(setUp.json()).toMatchObject({ qrCodeUrl: expect.any(String) });

    const [logged] = await t.db
      .select()
      .from(authLogs)
      .where(and(eq(authLogs.userId, user.id), eq(authLogs.eventType, "mfa-setup")));
    expect(logged).toMatchObject({
      eventSubtype: "reset-by-administrator",
      status: "success",
      details: { administrator: operator.username },
    });
    expect((await auditOf(admin, user.id)).map((entry) => entry.action)).toEqual(["mfa_reset"]);
  });
});

describe("resending the verification email", () => {
  it("mails a code that verifies the address from the profile, counted with the user's email changes", async () => {
    const { agent: admin, user: operator } = await signedInAdmin(t);
    const { user, agent: member } = await signedIn(t, { emailVerified: false });
    const email = user.email ?? "";

    const response = await admin.post(`/api/admin/users/${user.id}/resend-verification`);
    expect(response.statusCode, response.body).toBe(200);
    const [mail] = await messagesTo(t.db, email);
    expect(mail).toMatchObject({
      channel: "email",
      subject: "Verify your CertMinder email address",
    });
    expect(mail?.textBody).toContain("/settings/profile#email");
    const [entry] = await auditOf(admin, user.id);
    expect(entry).toMatchObject({
      action: "verification_resent",
      actorUsername: operator.username,
      details: { email },
    });

    const code = await latestCodeSentTo(t.db, email);
    const verified = await member.post("/api/user/email/verify", { code });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json()).toMatchObject({ email, emailVerified: true });

    const again = await admin.post(`/api/admin/users/${user.id}/resend-verification`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: "This email address is already verified." });
  });

  it("stops at the user's hourly limit of email codes", async () => {
    const { agent: admin } = await signedInAdmin(t);
    const user = await createUser(t.db, { emailVerified: false });
    for (let sent = 0; sent < 5; sent += 1) {
      expect((await admin.post(`/api/admin/users/${user.id}/resend-verification`)).statusCode).toBe(
        200,
      );
    }
    const refused = await admin.post(`/api/admin/users/${user.id}/resend-verification`);
    expect(refused.statusCode).toBe(429);
    expect(await messagesTo(t.db, user.email ?? "")).toHaveLength(5);
    expect(await auditOf(admin, user.id)).toHaveLength(5);
  });
});

describe("a user that does not exist", () => {
  it.each([
    ["POST", "disable"],
    ["POST", "enable"],
    ["POST", "premium-override"],
    ["POST", "administrator"],
    ["POST", "mfa-reset"],
    ["POST", "resend-verification"],
    ["GET", "audit"],
  ])("%s .../%s answers 404", async (method, action) => {
    const { agent: admin } = await signedInAdmin(t);
    const url = `/api/admin/users/987654/${action}`;
    const response = method === "GET" ? await admin.get(url) : await admin.post(url, { on: true });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: userManagementMessages.notFound });
  });
});
