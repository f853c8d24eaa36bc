import { addDays, todayIn } from "@common/certifications/calendar-date";
import { notificationPreferencesMessages } from "@common/notification-preferences";
import type { PublicUser } from "@common/user";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { certifications, notifications, users } from "../../src/server/db/schema";
import { Agent } from "../support/agent";
import { signedIn } from "../support/factories";
import { setUpTestApp } from "../support/test-app";

const now = "2026-03-01T12:00:00.000Z";
const t = setUpTestApp({ now });
const url = "/api/user/notification-preferences";

async function preferencesOf(userId: number) {
  const [row] = await t.db
    .select({
      notifyExpirations: users.notifyExpirations,
      notifyDueDates: users.notifyDueDates,
      notifyDaysInAdvance: users.notifyDaysInAdvance,
      notificationMethod: users.notificationMethod,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

const defaults = {
  notifyExpirations: true,
  notifyDueDates: true,
  notifyDaysInAdvance: 30,
  notificationMethod: "in-app",
};

describe("PATCH /api/user/notification-preferences", () => {
  it("stores every preference given and answers the updated user", async () => {
    const { user, agent } = await signedIn(t);
    const changes = {
      notifyExpirations: false,
      notifyDueDates: false,
      notifyDaysInAdvance: 60,
      notificationMethod: "both",
    };
    const response = await agent.patch(url, changes);
    expect(response.statusCode, response.body).toBe(200);
    const answered = response.json<PublicUser>();
    expect(answered).toMatchObject({ id: user.id, username: user.username, ...changes });
    expect(answered).not.toHaveProperty("password");
    expect(answered).not.toHaveProperty("mfaSecret");
    expect(await preferencesOf(user.id)).toEqual(changes);
    expect((await agent.get("/api/user")).json()).toMatchObject(changes);
  });

  it("changes only the preferences given", async () => {
    const { user, agent } = await signedIn(t);
    const response = await agent.patch(url, { notifyDaysInAdvance: 14 });
    expect(response.statusCode, response.body).toBe(200);
    expect(await preferencesOf(user.id)).toEqual({ ...defaults, notifyDaysInAdvance: 14 });

    await agent.patch(url, { notifyDueDates: false });
    expect(await preferencesOf(user.id)).toEqual({
      ...defaults,
      notifyDaysInAdvance: 14,
      notifyDueDates: false,
    });
  });

  it("answers the user unchanged to an empty body", async () => {
    const { user, agent } = await signedIn(t);
    const response = await agent.patch(url, {});
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: user.id, ...defaults });
  });

  it.each([1, 365])("takes a lead time of %i days", async (days) => {
    const { user, agent } = await signedIn(t);
    expect((await agent.patch(url, { notifyDaysInAdvance: days })).statusCode).toBe(200);
    expect((await preferencesOf(user.id))?.notifyDaysInAdvance).toBe(days);
  });

  it.each([
    ["0 days", 0],
    ["366 days", 366],
    ["-5 days", -5],
    ["2.5 days", 2.5],
    ["a number as text", "30"],
    ["null", null],
  ])("refuses a lead time of %s with 400, storing nothing", async (_case, days) => {
    const { user, agent } = await signedIn(t);
    const response = await agent.patch(url, { notifyDaysInAdvance: days });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: `notifyDaysInAdvance: ${notificationPreferencesMessages.daysInAdvance}`,
    });
    expect(await preferencesOf(user.id)).toEqual(defaults);
  });

  it("refuses an unknown method and a non-boolean switch with 400", async () => {
    const { user, agent } = await signedIn(t);
    const method = await agent.patch(url, { notificationMethod: "pigeon" });
    expect(method.statusCode).toBe(400);
    expect(method.json()).toEqual({
      message: `notificationMethod: ${notificationPreferencesMessages.method}`,
    });
    expect((await agent.patch(url, { notifyExpirations: "no" })).statusCode).toBe(400);
    expect(await preferencesOf(user.id)).toEqual(defaults);
  });

  it("refuses text messages until a phone number is verified", async () => {
    const { user, agent } = await signedIn(t, { phoneNumber: "+12345678901" });
    const response = await agent.patch(url, { notificationMethod: "sms", notifyDaysInAdvance: 7 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: "Verify a phone number before choosing text messages",
    });
    expect(await preferencesOf(user.id)).toEqual(defaults);
  });

  it("takes text messages once the phone number is verified", async () => {
    const { user, agent } = await signedIn(t, {
      phoneNumber: "+12345678901",
      phoneVerified: true,
    });
    const response = await agent.patch(url, { notificationMethod: "sms" });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ notificationMethod: "sms", phoneVerified: true });
    expect((await preferencesOf(user.id))?.notificationMethod).toBe("sms");
  });

  it.each(["email", "both"])("refuses %s to a user without an email address", async (method) => {
    const { user, agent } = await signedIn(t, { email: null, emailVerified: false });
    const response = await agent.patch(url, { notificationMethod: method });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: "Add an email address before choosing email" });
    expect(await preferencesOf(user.id)).toEqual(defaults);
  });

  it("still takes in-app reminders from a user without email or phone", async () => {
    const { user, agent } = await signedIn(t, { email: null, notificationMethod: "email" });
    const response = await agent.patch(url, { notificationMethod: "in-app" });
    expect(response.statusCode, response.body).toBe(200);
    expect((await preferencesOf(user.id))?.notificationMethod).toBe("in-app");
  });

  it("keeps the notifications already sent", async () => {
    const { user, agent } = await signedIn(t);
    await t.db.insert(notifications).values({
      userId: user.id,
      title: "Certification expiring soon",
      message: "Registered Nurse expires in 30 days.",
      type: "expiration",
    });
    await agent.patch(url, { notifyExpirations: false, notifyDaysInAdvance: 10 });
    const list = (await agent.get("/api/notifications")).json<{ unreadCount: number }>();
    expect(list.unreadCount).toBe(1);
  });

  it("reminds at once of a deadline the new preferences make due", async () => {
    const { user, agent } = await signedIn(t, { notifyExpirations: false });
    await t.db.insert(certifications).values({
      userId: user.id,
      name: "Electrician License",
      expirationDate: addDays(todayIn("UTC", t.clock.now()), 10),
      creditsRequired: 8,
    });
    const response = await agent.patch(url, { notifyExpirations: true });
    expect(response.statusCode, response.body).toBe(200);
    await expect
      .poll(async () => (await agent.get("/api/notifications")).json())
      .toMatchObject({ unreadCount: 1, notifications: [{ type: "expiration" }] });
  });

  describe("how should we remind you?", () => {
    async function chosenAtOf(userId: number) {
      const [row] = await t.db
        .select({ chosenAt: users.reminderMethodChosenAt })
        .from(users)
        .where(eq(users.id, userId));
      return row?.chosenAt ?? null;
    }

    it("leaves a new user unanswered", async () => {
      const { agent } = await signedIn(t);
      const user = (await agent.get("/api/user")).json<Record<string, unknown>>();
      expect(user).toMatchObject({ notificationMethod: "in-app", reminderMethodChosenAt: null });
    });

    it("stores the method chosen and when it was chosen, and answers it", async () => {
      const { user, agent } = await signedIn(t);
      const response = await agent.patch(url, { notificationMethod: "email" });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({
        notificationMethod: "email",
        reminderMethodChosenAt: now,
      });
      expect((await preferencesOf(user.id))?.notificationMethod).toBe("email");
      expect((await chosenAtOf(user.id))?.toISOString()).toBe(now);
      expect((await agent.get("/api/user")).json()).toMatchObject({ reminderMethodChosenAt: now });
    });

    it("counts keeping in-app reminders as an answer", async () => {
      const { user, agent } = await signedIn(t);
      const response = await agent.patch(url, { notificationMethod: "in-app" });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({
        notificationMethod: "in-app",
        reminderMethodChosenAt: now,
      });
      expect(await preferencesOf(user.id)).toEqual(defaults);
    });

    it("stays unanswered when only other preferences change or the method is refused", async () => {
      const { user, agent } = await signedIn(t);
      expect((await agent.patch(url, { notifyDaysInAdvance: 14 })).statusCode).toBe(200);
      expect((await agent.patch(url, { notificationMethod: "sms" })).statusCode).toBe(400);
      expect(await chosenAtOf(user.id)).toBeNull();
      expect((await agent.get("/api/user")).json()).toMatchObject({
        reminderMethodChosenAt: null,
      });
    });
  });

  it("answers 401 when signed out", async () => {
    const response = await new Agent(t.app).patch(url, { notifyExpirations: false });
    expect(response.statusCode).toBe(401);
  });

  it("refuses a change without the x-csrf-token header (403)", async () => {
    const { user, agent } = await signedIn(t);
    const response = await agent.send("PATCH", url, { notifyExpirations: false });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: "Invalid or missing CSRF token" });
    expect(await preferencesOf(user.id)).toEqual(defaults);
  });
});
