import { addDays, todayIn } from "@common/certifications/calendar-date";
import type { NotificationMethod } from "@common/notification-preferences";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { notifications, reminders } from "../../src/server/db/schema";
import { addCredit, insertCertification } from "../support/certifications";
import { createUser, signedIn } from "../support/factories";
import { messagesTo } from "../support/outbox";
import { sweepNow } from "../support/reminders";
import { setUpTestApp } from "../support/test-app";

const appUrl = "http://localhost:5000";
const start = "2026-03-01T12:00:00Z";
const t = setUpTestApp({ config: { appUrl }, now: start });

const sweep = () => sweepNow({ db: t.db, clock: t.clock, appUrl });
const today = () => todayIn("UTC", t.clock.now());

/** Moves the clock to noon UTC of the day `days` after the start. */
function dayAfterStart(days: number) {
  t.clock.set(`${addDays("2026-03-01", days)}T12:00:00Z`);
}

async function remindersOf(userId: number) {
  const rows = await t.db
    .select()
    .from(reminders)
    .where(eq(reminders.userId, userId))
    .orderBy(reminders.id);
  return rows.map(({ certificationId, deadlineKind, deadlineDate, step, sentOn }) => ({
    certificationId,
    deadlineKind,
    deadlineDate,
    step,
    sentOn,
  }));
}

async function notificationsOf(userId: number) {
  return t.db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(notifications.id);
}

/**
 * A certification whose expiration and reporting period both end in `days`, credits short,
 * added today in a cycle begun today (or on its deadline, if that has passed): too early to
 * judge its pace for 30 days.
 */
function dueIn(
  userId: number,
  days: number,
  overrides: Parameters<typeof insertCertification>[2] = {},
) {
  const cycleStart = addDays(today(), Math.min(0, days));
  return insertCertification(t.db, userId, {
    name: "Nursing License",
    createdAt: t.clock.now(),
    receivedDate: cycleStart,
    reportingPeriodStart: cycleStart,
    expirationDate: addDays(today(), days),
    reportingPeriodEnd: addDays(today(), days),
    creditsRequired: 24,
    creditsEarned: 10,
    creditsMissing: 14,
    ...overrides,
  });
}

/** No credits required: no pace to judge, however long a test runs. */
const nothingToEarn = { creditsRequired: 0, creditsEarned: 0, creditsMissing: 0 };

describe("what the user chose to be reminded of", () => {
  it("sends no expiration reminders when expirations are turned off, but due dates still", async () => {
    const user = await createUser(t.db, { notifyExpirations: false });
    const certification = await dueIn(user.id, 10);
    await sweep();

    expect(await remindersOf(user.id)).toEqual([
      {
        certificationId: certification.id,
        deadlineKind: "reporting_period_end",
        deadlineDate: addDays(today(), 10),
        step: "lead",
        sentOn: today(),
      },
    ]);
    expect((await notificationsOf(user.id)).map((n) => [n.type, n.title])).toEqual([
      ["due_date", "Nursing License: reporting period ends in 10 days"],
    ]);
  });

  it("sends no due-date reminders when due dates are turned off, but expirations still", async () => {
    const user = await createUser(t.db, { notifyDueDates: false });
    await dueIn(user.id, 10);
    await sweep();
    dayAfterStart(11);
    await sweep();

    expect((await remindersOf(user.id)).map((r) => [r.deadlineKind, r.step])).toEqual([
      ["expiration", "lead"],
      ["expiration", "passed"],
    ]);
    expect((await notificationsOf(user.id)).map((n) => [n.type, n.title])).toEqual([
      ["expiration", "Nursing License expires in 10 days"],
      ["deadline_passed", "Nursing License has expired"],
    ]);
  });

  it("follows the preferences the user changes on the Alerts page", async () => {
    const { user, agent } = await signedIn(t, { notifyDaysInAdvance: 30 });
    // Nothing to earn: only the expiration is reminded of, over more than 30 days.
    await dueIn(user.id, 45, { reportingPeriodEnd: null, ...nothingToEarn });
    await sweep();
    expect(await remindersOf(user.id)).toEqual([]);

    const longer = await agent.patch("/api/user/notification-preferences", {
      notifyDaysInAdvance: 60,
    });
    expect(longer.statusCode, longer.body).toBe(200);
    await sweep();
    expect((await remindersOf(user.id)).map((r) => [r.step, r.sentOn])).toEqual([
      ["lead", "2026-03-01"],
    ]);

    const off = await agent.patch("/api/user/notification-preferences", {
      notifyExpirations: false,
    });
    expect(off.statusCode, off.body).toBe(200);
    for (const day of [38, 44, 46]) {
      dayAfterStart(day);
      await sweep();
    }
    expect(await remindersOf(user.id)).toHaveLength(1);
  });

  it("sends nothing at all to a disabled account", async () => {
    const user = await createUser(t.db, { isEnabled: false, notificationMethod: "both" });
    await dueIn(user.id, 1);
    await dueIn(user.id, -1);
    await sweep();

    expect(await remindersOf(user.id)).toEqual([]);
    expect(await notificationsOf(user.id)).toEqual([]);
    expect(await messagesTo(t.db, user.email ?? "")).toEqual([]);
  });

  it("sends the first reminder the user's lead time before the deadline", async () => {
    const early = await createUser(t.db, { notifyDaysInAdvance: 60 });
    const late = await createUser(t.db, { notifyDaysInAdvance: 7 });
    for (const user of [early, late]) {
      await dueIn(user.id, 61, { reportingPeriodEnd: null, ...nothingToEarn });
    }
    await sweep();
    dayAfterStart(1);
    await sweep();
    dayAfterStart(53);
    await sweep();
    dayAfterStart(54);
    await sweep();

    const steps = async (userId: number) =>
      (await remindersOf(userId)).map((r) => [r.step, r.sentOn]);
    expect(await steps(early.id)).toEqual([
      ["lead", "2026-03-02"],
      ["7d", "2026-04-24"],
    ]);
    // With a week's notice, the first reminder is the lead one, a week before.
    expect(await steps(late.id)).toEqual([["lead", "2026-04-24"]]);
  });
});

describe("how reminders reach the user", () => {
  it.each<{
    method: NotificationMethod;
    inApp: number;
    emails: number;
    texts: number;
    says: string;
  }>([
    { method: "in-app", inApp: 1, emails: 0, texts: 0, says: "in the app only" },
    { method: "email", inApp: 0, emails: 1, texts: 0, says: "by email only" },
    { method: "both", inApp: 1, emails: 1, texts: 0, says: "in the app and by email" },
    { method: "sms", inApp: 1, emails: 0, texts: 1, says: "in the app and by text" },
  ])("with method $method, reminds $says", async (want) => {
    const user = await createUser(t.db, {
      notificationMethod: want.method,
      phoneNumber: `+1555010${want.inApp}${want.emails}${want.texts}`,
      phoneVerified: true,
    });
    await dueIn(user.id, 10, { reportingPeriodEnd: null });
    await sweep();
    await sweep();

    expect(await remindersOf(user.id)).toHaveLength(1);
    expect(await notificationsOf(user.id)).toHaveLength(want.inApp);
    expect(await messagesTo(t.db, user.email ?? "")).toHaveLength(want.emails);
    const texts = await messagesTo(t.db, user.phoneNumber ?? "");
    expect(texts).toHaveLength(want.texts);
    if (want.texts) {
      expect(texts[0]).toMatchObject({
        channel: "sms",
        textBody: `CertMinder: Nursing License expires in 10 days. ${appUrl}/notifications`,
      });
    }
  });

  it("emails a user who chose texts but has no verified phone", async () => {
    const user = await createUser(t.db, { notificationMethod: "sms", phoneVerified: false });
    await dueIn(user.id, 10, { reportingPeriodEnd: null });
    await sweep();

    expect(await messagesTo(t.db, user.email ?? "")).toMatchObject([
      { channel: "email", subject: "Nursing License expires in 10 days" },
    ]);
  });
});

describe("what is worth a reminder", () => {
  it("sends no due-date reminder for a reporting period whose credits are all earned", async () => {
    const user = await createUser(t.db);
    await dueIn(user.id, 10, { creditsRequired: 24, creditsEarned: 24, creditsMissing: 0 });
    await dueIn(user.id, 10, { name: "Over-achiever", creditsEarned: 30, creditsMissing: 0 });
    await sweep();
    dayAfterStart(11);
    await sweep();

    expect((await remindersOf(user.id)).map((r) => [r.deadlineKind, r.step])).toEqual([
      ["expiration", "lead"],
      ["expiration", "lead"],
      ["expiration", "passed"],
      ["expiration", "passed"],
    ]);
  });

  it("stops reminding of a reporting period once the missing credits are recorded", async () => {
    const { user, agent } = await signedIn(t);
    const certification = await dueIn(user.id, 10, {
      expirationDate: null,
      creditsRequired: 6,
      creditsEarned: 0,
      creditsMissing: 6,
    });
    await sweep();
    expect(await remindersOf(user.id)).toMatchObject([{ step: "lead" }]);
    expect((await notificationsOf(user.id))[0]?.message).toContain(
      "6 of 6 hours are still missing.",
    );

    await addCredit(agent, certification.id, { credits: 6, completionDate: today() });
    await sweep();
    for (const day of [3, 9, 11]) {
      dayAfterStart(day);
      await sweep();
    }

    expect(await remindersOf(user.id)).toMatchObject([{ step: "lead" }]);
  });

  it.each(["inactive", "expired"] as const)(
    "sends nothing about an %s certification",
    async (status) => {
      const user = await createUser(t.db);
      await dueIn(user.id, 1, { status });
      await dueIn(user.id, -1, { status });
      await sweep();

      expect(await remindersOf(user.id)).toEqual([]);
    },
  );

  it("reminds of the new expiration date after a renewal, and not of the old one", async () => {
    const { user, agent } = await signedIn(t);
    const certification = await dueIn(user.id, 5, { reportingPeriodEnd: null });
    await sweep();
    const oldDate = addDays(today(), 5);
    const newDate = addDays(today(), 5 + 365);

    const renewed = await agent.post(`/api/certifications/${certification.id}/renew`, {
      receivedDate: today(),
      expirationDate: newDate,
      creditsRequired: 24,
    });
    expect(renewed.statusCode, renewed.body).toBe(200);
    await sweep();
    dayAfterStart(6);
    await sweep();
    dayAfterStart(5 + 365 - 30);
    await sweep();

    expect(await remindersOf(user.id)).toEqual([
      {
        certificationId: certification.id,
        deadlineKind: "expiration",
        deadlineDate: oldDate,
        step: "7d",
        sentOn: "2026-03-01",
      },
      {
        certificationId: certification.id,
        deadlineKind: "expiration",
        deadlineDate: newDate,
        step: "lead",
        sentOn: addDays(newDate, -30),
      },
      // Nothing recorded since the renewal 335 days ago: behind, once, for the new date.
      {
        certificationId: certification.id,
        deadlineKind: "expiration",
        deadlineDate: newDate,
        step: "behind",
        sentOn: addDays(newDate, -30),
      },
    ]);
    expect((await notificationsOf(user.id)).map((row) => row.message)).toContainEqual(
      "Nursing License expires on Mar 6, 2027. 24 of 24 hours are still missing.",
    );
  });

  it("leaves nothing to send about a deleted certification", async () => {
    const { user, agent } = await signedIn(t, { notificationMethod: "both" });
    const kept = await dueIn(user.id, 3, { name: "Kept License", reportingPeriodEnd: null });
    const deleted = await dueIn(user.id, 3, { name: "Deleted License", reportingPeriodEnd: null });
    const unseen = await dueIn(user.id, 20, { name: "Unseen License", reportingPeriodEnd: null });
    await sweep();
    expect((await messagesTo(t.db, user.email ?? ""))[0]?.subject).toBe(
      "3 CertMinder reminders for Mar 1, 2026",
    );

    for (const id of [deleted.id, unseen.id]) {
      const response = await agent.delete(`/api/certifications/${id}`);
      expect(response.statusCode).toBe(204);
    }
    for (const day of [2, 13, 19, 21]) {
      dayAfterStart(day);
      await sweep();
    }

    expect((await remindersOf(user.id)).map((r) => [r.certificationId, r.step])).toEqual([
      [kept.id, "7d"],
      [kept.id, "1d"],
      [kept.id, "passed"],
    ]);
    const pending = await t.db
      .select()
      .from(reminders)
      .where(and(eq(reminders.userId, user.id), eq(reminders.messagePending, true)));
    expect(pending).toEqual([]);
    const mail = await messagesTo(t.db, user.email ?? "");
    expect(mail.map((message) => message.subject)).toEqual([
      "Kept License has expired",
      "Kept License expires tomorrow",
      "3 CertMinder reminders for Mar 1, 2026",
    ]);
  });
});

describe("the user's own day", () => {
  it("reminds a user in Kiritimati on their day, before a UTC user with the same deadline", async () => {
    // 2026-03-01 12:00 UTC is already 2026-03-02 02:00 in Kiritimati (UTC+14).
    const deadline = "2026-04-01";
    const kiritimati = await createUser(t.db, { timeZone: "Pacific/Kiritimati" });
    const utc = await createUser(t.db, { timeZone: "UTC" });
    const honolulu = await createUser(t.db, { timeZone: "Pacific/Honolulu" });
    for (const user of [kiritimati, utc, honolulu]) {
      await insertCertification(t.db, user.id, { name: "Pilot Medical", expirationDate: deadline });
    }
    const sentOn = async (userId: number) => (await remindersOf(userId)).map((r) => r.sentOn);

    await sweep();
    expect(await sentOn(kiritimati.id)).toEqual(["2026-03-02"]);
    expect(await sentOn(utc.id)).toEqual([]);
    expect(await sentOn(honolulu.id)).toEqual([]);

    t.clock.set("2026-03-02T00:05:00Z");
    await sweep();
    expect(await sentOn(utc.id)).toEqual(["2026-03-02"]);
    expect(await sentOn(honolulu.id)).toEqual([]);

    // Midnight in Honolulu (UTC−10) is 10:00 UTC.
    t.clock.set("2026-03-02T09:55:00Z");
    await sweep();
    expect(await sentOn(honolulu.id)).toEqual([]);
    t.clock.set("2026-03-02T10:05:00Z");
    await sweep();
    expect(await sentOn(honolulu.id)).toEqual(["2026-03-02"]);
    expect(await sentOn(kiritimati.id)).toEqual(["2026-03-02"]);
    expect((await notificationsOf(kiritimati.id))[0]?.title).toBe(
      "Pilot Medical expires in 30 days",
    );
  });
});
