import { addDays, todayIn } from "@common/certifications/calendar-date";
import { certificationMessages } from "@common/certifications/certification";
import {
  signUpsClosedMessage,
  systemSettingKeys,
  systemSettingMessages,
  systemSettingNames,
} from "@common/system-settings";
import { and, eq, inArray } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import {
  adminAuditLog,
  adminSettings,
  certifications,
  notifications,
  reminders,
} from "../../src/server/db/schema";
import { signedInAdmin } from "../support/admin";
import { Agent } from "../support/agent";
import { addCertification, certificationForm } from "../support/certifications";
import { createUser, passwordHashOf, signedIn } from "../support/factories";
import { latestCodeSentTo, messagesTo } from "../support/outbox";
import { sweepNow } from "../support/reminders";
import { setUpTestApp } from "../support/test-app";

const now = "2026-03-02T12:00:00.000Z";
const t = setUpTestApp({ now });

const settingKeys = systemSettingNames.map((name) => systemSettingKeys[name]);

// Every test starts from the defaults, as a new installation does.
afterEach(async () => {
  await t.db.delete(adminSettings).where(inArray(adminSettings.key, settingKeys));
});

async function changeSettings(agent: Agent, change: Record<string, unknown>) {
  const response = await agent.put("/api/admin/settings", change);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const auditLinesOf = (adminId: number) =>
  t.db
    .select()
    .from(adminAuditLog)
    .where(and(eq(adminAuditLog.actorUserId, adminId), eq(adminAuditLog.action, "setting_changed")))
    .orderBy(adminAuditLog.id);

describe("the system settings of the admin area", () => {
  it("reads every setting with its value, its default and when it last changed", async () => {
    const { agent } = await signedInAdmin(t);
    const response = await agent.get("/api/admin/settings");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      freeCertificationLimit: { value: 3, default: 3, updatedAt: null },
      reminderSteps: { value: [7, 1], default: [7, 1], updatedAt: null },
      signUpsOpen: { value: true, default: true, updatedAt: null },
      maintenanceBanner: { value: "", default: "", updatedAt: null },
    });
  });

  it("changes only the settings sent and writes one audit line per changed setting", async () => {
    const { user: admin, agent } = await signedInAdmin(t);
    const saved = await changeSettings(agent, {
      freeCertificationLimit: 5,
      reminderSteps: [1, 14],
      signUpsOpen: true,
    });
    expect(saved).toMatchObject({
      freeCertificationLimit: { value: 5, default: 3, updatedAt: t.clock.now().toISOString() },
      reminderSteps: { value: [14, 1], updatedAt: t.clock.now().toISOString() },
      // Sent unchanged: not saved, not audited.
      signUpsOpen: { value: true, updatedAt: null },
      maintenanceBanner: { value: "", updatedAt: null },
    });
    expect((await agent.get("/api/admin/settings")).json()).toEqual(saved);

    const lines = await auditLinesOf(admin.id);
    expect(lines.map((line) => [line.actorUsername, line.details])).toEqual([
      [admin.username, { key: "free_certification_limit", from: 3, to: 5 }],
      [admin.username, { key: "reminder_steps", from: [7, 1], to: [14, 1] }],
    ]);

    await changeSettings(agent, { freeCertificationLimit: 5, maintenanceBanner: "Back at 6 pm." });
    const later = await auditLinesOf(admin.id);
    expect(later.slice(2).map((line) => line.details)).toEqual([
      { key: "maintenance_banner", from: "", to: "Back at 6 pm." },
    ]);
  });

  it("refuses a value out of bounds with the field and its message, and saves nothing", async () => {
    const { user: admin, agent } = await signedInAdmin(t);
    const refusals = [
      [
        { freeCertificationLimit: 1001 },
        `freeCertificationLimit: ${systemSettingMessages.freeCertificationLimit}`,
      ],
      [
        { freeCertificationLimit: 2.5 },
        `freeCertificationLimit: ${systemSettingMessages.freeCertificationLimit}`,
      ],
      [{ reminderSteps: [7, 0] }, `reminderSteps.1: ${systemSettingMessages.reminderStep}`],
      [{ reminderSteps: [7, 7] }, `reminderSteps: ${systemSettingMessages.reminderStepsRepeated}`],
      [
        { reminderSteps: [1, 2, 3, 4, 5, 6, 7] },
        `reminderSteps: ${systemSettingMessages.reminderStepsTooMany}`,
      ],
      [{ signUpsOpen: "no" }, `signUpsOpen: ${systemSettingMessages.signUpsOpen}`],
      [
        { maintenanceBanner: "x".repeat(301) },
        `maintenanceBanner: ${systemSettingMessages.maintenanceBannerTooLong}`,
      ],
    ] as const;
    for (const [change, message] of refusals) {
      const response = await agent.put("/api/admin/settings", {
        freeCertificationLimit: 9,
        ...change,
      });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.json()).toEqual({ message });
    }
    expect((await agent.get("/api/admin/settings")).json()).toMatchObject({
      freeCertificationLimit: { value: 3, updatedAt: null },
    });
    expect(await auditLinesOf(admin.id)).toEqual([]);
  });

  it("answers only administrators in the admin area", async () => {
    const { agent: member } = await signedIn(t);
    expect((await member.put("/api/admin/settings", { signUpsOpen: false })).statusCode).toBe(403);
    const { agent: outsideAdminArea } = await signedIn(t, { isAdmin: true });
    const refused = await outsideAdminArea.put("/api/admin/settings", { signUpsOpen: false });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ adminSessionRequired: true });
    expect((await new Agent(t.app).get("/api/app-settings")).json()).toMatchObject({
      signUpsOpen: true,
    });
  });
});

describe("settings take effect without a restart", () => {
  it("the free limit: one more certification after raising it, refused after lowering it", async () => {
    const { agent: admin } = await signedInAdmin(t);
    const { agent } = await signedIn(t);
    for (let n = 0; n < 3; n += 1) await addCertification(agent, { name: `Cert ${n}` });
    const fourth = certificationForm({ name: "Fourth" });
    expect((await agent.post("/api/certifications", fourth)).statusCode).toBe(403);

    await changeSettings(admin, { freeCertificationLimit: 4 });
    expect((await agent.post("/api/certifications", fourth)).statusCode).toBe(201);
    expect((await agent.get("/api/certifications/allowance")).json()).toEqual({
      used: 4,
      limit: 4,
      canAdd: false,
    });

    await changeSettings(admin, { freeCertificationLimit: 2 });
    const refused = await agent.post("/api/certifications", certificationForm({ name: "Fifth" }));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: certificationMessages.freeLimit(2) });
  });

  it("the reminder days: the next sweep reminds 14 days before, not 7, once each", async () => {
    const { agent: admin } = await signedInAdmin(t);
    await changeSettings(admin, { reminderSteps: [14, 1] });
    const user = await createUser(t.db, { notifyDaysInAdvance: 30 });
    const today = todayIn("UTC", t.clock.now());
    const [certification] = await t.db
      .insert(certifications)
      .values({
        userId: user.id,
        name: "Pharmacist License",
        receivedDate: today,
        expirationDate: addDays(today, 14),
        creditsRequired: 30,
        creditsEarned: 30,
        creditsMissing: 0,
      })
      .returning();
    if (!certification) throw new Error("not created");
    const sweep = () =>
      sweepNow({ db: t.db, clock: t.clock, appUrl: "https://certminder.example" });
    const stepsSent = async () =>
      (
        await t.db
          .select()
          .from(reminders)
          .where(eq(reminders.certificationId, certification.id))
          .orderBy(reminders.id)
      ).map((reminder) => reminder.step);

    await sweep();
    await sweep();
    expect(await stepsSent()).toEqual(["14d"]);
    const [notice] = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, user.id));
    expect(notice?.title).toBe("Pharmacist License expires in 14 days");

    t.clock.advance({ days: 7 });
    await sweep();
    expect(await stepsSent()).toEqual(["14d"]);

    t.clock.advance({ days: 6 });
    await sweep();
    await sweep();
    expect(await stepsSent()).toEqual(["14d", "1d"]);
  });

  it("the reminder days: a day added sends nothing after a later day's reminder was sent", async () => {
    const user = await createUser(t.db, { notifyDaysInAdvance: 30 });
    const today = todayIn("UTC", t.clock.now());
    const [certification] = await t.db
      .insert(certifications)
      .values({
        userId: user.id,
        name: "Electrician License",
        receivedDate: today,
        expirationDate: addDays(today, 7),
        creditsRequired: 0,
      })
      .returning();
    if (!certification) throw new Error("not created");
    const sweep = () =>
      sweepNow({ db: t.db, clock: t.clock, appUrl: "https://certminder.example" });
    const stepsSent = async () =>
      (
        await t.db
          .select({ step: reminders.step })
          .from(reminders)
          .where(eq(reminders.certificationId, certification.id))
          .orderBy(reminders.id)
      ).map((reminder) => reminder.step);
    await sweep();
    expect(await stepsSent()).toEqual(["7d"]);

    // Two days later the administrators add 14 days: its day has come, but 7 days was told.
    t.clock.advance({ days: 2 });
    const { agent: admin } = await signedInAdmin(t);
    await changeSettings(admin, { reminderSteps: [14, 1] });
    await sweep();
    expect(await stepsSent()).toEqual(["7d"]);
    t.clock.advance({ days: 4 });
    await sweep();
    expect(await stepsSent()).toEqual(["7d", "1d"]);
  });

  it("sign-ups closed: no code is sent and no account created, existing users still sign in", async () => {
    const { agent: admin } = await signedInAdmin(t);
    const visitor = new Agent(t.app);
    const email = `closed.${Date.now().toString(36)}@example.com`;
    await changeSettings(admin, { signUpsOpen: false });

    for (const [path, body] of [
      ["/api/verify-email", { email }],
      ["/api/resend-verification", { email }],
      ["/api/verify-otp", { email, code: "123456" }],
      [
        "/api/register",
        { email, username: "newcomer", password: "Str0ng!pass", confirmPassword: "Str0ng!pass" },
      ],
    ] as const) {
      const response = await visitor.post(path, body);
      expect(response.statusCode, path).toBe(403);
      expect(response.json()).toEqual({ message: signUpsClosedMessage });
    }
    expect(await messagesTo(t.db, email)).toEqual([]);
    expect((await visitor.get("/api/app-settings")).json()).toMatchObject({ signUpsOpen: false });

    const member = await createUser(t.db, { password: await passwordHashOf("Member-passw0rd") });
    const signIn = await new Agent(t.app).post("/api/login", {
      username: member.username,
      password: "Member-passw0rd",
    });
    expect(signIn.statusCode).toBe(200);

    await changeSettings(admin, { signUpsOpen: true });
    expect((await visitor.post("/api/verify-email", { email })).statusCode).toBe(200);
    expect(await latestCodeSentTo(t.db, email)).toMatch(/^\d{6}$/);
  });

  it("the maintenance banner: the public settings answer it at once, never cached", async () => {
    const { agent: admin } = await signedInAdmin(t);
    const { agent: member } = await signedIn(t);
    expect((await member.get("/api/app-settings")).json()).toEqual({
      signUpsOpen: true,
      maintenanceBanner: "",
      reminderSteps: [7, 1],
      freeCertificationLimit: 3,
      currency: "USD",
    });
    await changeSettings(admin, { maintenanceBanner: "Maintenance tonight from 10 pm." });
    const response = await member.get("/api/app-settings");
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.json()).toMatchObject({ maintenanceBanner: "Maintenance tonight from 10 pm." });

    await changeSettings(admin, { maintenanceBanner: "" });
    expect((await member.get("/api/app-settings")).json()).toMatchObject({ maintenanceBanner: "" });
  });
});
