import { addDays, formatCalendarDate, todayIn } from "@common/certifications/calendar-date";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  certifications,
  notifications,
  outbox,
  reminders,
  users,
} from "../../src/server/db/schema";
import { sweepReminders } from "../../src/server/features/reminders/reminder-sweep";
import { Agent } from "../support/agent";
import { createUser, signInAs } from "../support/factories";
import { sweepNow } from "../support/reminders";
import { setUpTestApp } from "../support/test-app";

const t = setUpTestApp();

const appUrl = "https://certminder.example";

const sweep = () => sweepReminders({ db: t.db, clock: t.clock, appUrl });

/**
 * A certification due in `days` whose cycle began today: too early to judge its pace, so only
 * the deadline's own reminders come (falling-behind notices: falling-behind.test.ts).
 */
async function certificationDueIn(userId: number, days: number, fields = {}) {
  const today = todayIn("UTC", t.clock.now());
  const [row] = await t.db
    .insert(certifications)
    .values({
      userId,
      name: "Pharmacist License",
      receivedDate: today,
      expirationDate: addDays(today, days),
      creditsRequired: 30,
      creditsEarned: 12,
      creditsMissing: 18,
      ...fields,
    })
    .returning();
  if (!row) throw new Error("not created");
  return row;
}

describe("the reminder sweep", () => {
  it("reminds once, in the app and by email, with what is due, when and what is missing", async () => {
    const user = await createUser(t.db, { notificationMethod: "both", notifyDaysInAdvance: 30 });
    const certification = await certificationDueIn(user.id, 10);
    await sweep();
    await sweep();

    const sent = await t.db
      .select()
      .from(reminders)
      .where(eq(reminders.certificationId, certification.id));
    expect(sent).toMatchObject([{ step: "lead", deadlineKind: "expiration", creditsMissing: 18 }]);
    const inApp = await t.db.select().from(notifications).where(eq(notifications.userId, user.id));
    expect(inApp).toMatchObject([
      {
        title: "Pharmacist License expires in 10 days",
        type: "expiration",
        certificationId: certification.id,
      },
    ]);
    expect(inApp[0]?.message).toContain("18 of 30 hours are still missing.");
    const mail = await t.db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, user.email ?? ""));
    expect(mail).toHaveLength(1);
    expect(mail[0]?.subject).toBe("Pharmacist License expires in 10 days");
    expect(mail[0]?.textBody).toContain(`${appUrl}/certifications/${certification.id}`);
    expect(mail[0]?.htmlBody).toContain("18 of 30 hours are still missing.");
  });

  it("reminds once per step when a certification expires the day its reporting period ends", async () => {
    const user = await createUser(t.db, { notificationMethod: "both", notifyDaysInAdvance: 30 });
    const today = todayIn("UTC", t.clock.now());
    const deadline = addDays(today, 10);
    const certification = await certificationDueIn(user.id, 10, { reportingPeriodEnd: deadline });
    const day = formatCalendarDate(deadline);
    await sweep();

    const inApp = () =>
      t.db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, user.id))
        .orderBy(notifications.id);
    expect(await inApp()).toMatchObject([
      {
        title: "Pharmacist License expires and its reporting period ends in 10 days",
        message: `Pharmacist License expires and its reporting period ends on ${day}. 18 of 30 hours are still missing.`,
        certificationId: certification.id,
      },
    ]);
    const mail = await t.db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, user.email ?? ""));
    expect(mail.map((message) => message.subject)).toEqual([
      "Pharmacist License expires and its reporting period ends in 10 days",
    ]);

    t.clock.advance({ days: 4 });
    await sweep();
    t.clock.advance({ days: 7 });
    await sweep();
    const sent = await t.db
      .select()
      .from(reminders)
      .where(eq(reminders.certificationId, certification.id))
      .orderBy(reminders.id);
    expect(sent.map((row) => [row.deadlineKind, row.step, row.reportingPeriodEndsToo])).toEqual([
      ["expiration", "lead", true],
      ["expiration", "7d", true],
      ["expiration", "passed", true],
    ]);
    expect((await inApp()).map((row) => row.title)).toEqual([
      "Pharmacist License expires and its reporting period ends in 10 days",
      "Pharmacist License expires and its reporting period ends in 6 days",
      "Pharmacist License has expired",
    ]);
    expect((await inApp())[2]?.message).toBe(
      `Pharmacist License expired and its reporting period ended on ${day}. 18 of 30 hours are still missing. Renew it, then record the new dates in CertMinder.`,
    );
  });

  it("lets only one of two sweeps started together do the work", async () => {
    const user = await createUser(t.db);
    await certificationDueIn(user.id, 5);
    const results = await Promise.all([sweep(), sweep()]);
    const sent = await t.db.select().from(reminders).where(eq(reminders.userId, user.id));
    expect(sent).toHaveLength(1);
    expect(results.filter((result) => "reminders" in result && result.reminders > 0)).toHaveLength(
      1,
    );
  });

  it("reminds at once when a certification due soon is added, without waiting for the sweep", async () => {
    const user = await createUser(t.db, { notifyDaysInAdvance: 30 });
    const agent = new Agent(t.app, await signInAs(t, user.id));
    const today = todayIn("UTC", t.clock.now());
    const added = await agent.post("/api/certifications", {
      name: "Electrician License",
      expirationDate: addDays(today, 10),
      creditsRequired: 8,
    });
    expect(added.statusCode).toBe(201);
    await expect
      .poll(async () => (await agent.get("/api/notifications")).json())
      .toMatchObject({
        unreadCount: 1,
        notifications: [{ title: "Electrician License expires in 10 days", type: "expiration" }],
      });
  });

  it("says one missing credit in the singular and a deadline a year away with its date", async () => {
    const started = t.clock.now();
    t.clock.set("2026-11-23T12:00:00Z");
    try {
      const user = await createUser(t.db, { notificationMethod: "both", notifyDaysInAdvance: 365 });
      await certificationDueIn(user.id, 365, {
        creditsRequired: 1,
        creditsEarned: 0,
        creditsMissing: 1,
      });
      await sweep();
      const [inApp] = await t.db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, user.id));
      expect(inApp?.title).toBe("Pharmacist License expires in about 1 year (Nov 23, 2027)");
      expect(inApp?.message).toBe(
        "Pharmacist License expires on Nov 23, 2027. 1 of 1 hour is still missing.",
      );
      const [mail] = await t.db
        .select()
        .from(outbox)
        .where(eq(outbox.recipient, user.email ?? ""));
      expect(mail?.subject).toBe("Pharmacist License expires in about 1 year (Nov 23, 2027)");
      expect(mail?.textBody).toContain("1 of 1 hour is still missing.");
    } finally {
      t.clock.set(started);
    }
  });

  it("agrees the verb with the credits missing and the unit with those required", async () => {
    const user = await createUser(t.db, { notifyDaysInAdvance: 30 });
    await certificationDueIn(user.id, 20, {
      creditsRequired: 3,
      creditsEarned: 2,
      creditsMissing: 1,
    });
    await certificationDueIn(user.id, 21, {
      name: "Nurse License",
      creditsRequired: 3,
      creditsEarned: 1,
      creditsMissing: 2,
      creditsUnit: "CEUs",
    });
    await sweep();
    const messages = (
      await t.db.select().from(notifications).where(eq(notifications.userId, user.id))
    ).map((notification) => notification.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        expect.stringContaining("1 of 3 hours is still missing."),
        expect.stringContaining("2 of 3 CEUs are still missing."),
      ]),
    );
  });
});

describe("a sweep on a day already swept", () => {
  const sweepCounts = () => sweepNow({ db: t.db, clock: t.clock, appUrl });

  it("catches every change made since the last sweep, however it was made", async () => {
    // The test moves the clock 46 minutes and counts what each sweep finds: it starts where
    // no day begins in them (the clock is the real time; near midnight UTC, the next day).
    const startedAt = t.clock.now();
    if (startedAt.getUTCHours() === 23) {
      t.clock.set(`${addDays(todayIn("UTC", startedAt), 1)}T00:05:00Z`);
      await sweepCounts();
    }
    const nurse = await createUser(t.db, { notifyDaysInAdvance: 30 });
    const pharmacist = await createUser(t.db, { notifyDaysInAdvance: 30 });
    const license = await certificationDueIn(nurse.id, 40, { name: "RN License" });
    await certificationDueIn(pharmacist.id, 45);
    expect((await sweepCounts()).reminders).toBe(0);
    const today = todayIn("UTC", t.clock.now());
    const titles = async (userId: number) =>
      (await t.db.select().from(notifications).where(eq(notifications.userId, userId))).map(
        (notice) => [notice.title, notice.isArchived, notice.archivedReason],
      );

    // Written straight to the database, a minute later: no new day, no route's own sweep.
    t.clock.advance({ minutes: 1 });
    await t.db
      .update(certifications)
      .set({ expirationDate: addDays(today, 10) })
      .where(eq(certifications.id, license.id));
    await t.db.update(users).set({ notifyDaysInAdvance: 60 }).where(eq(users.id, pharmacist.id));
    expect((await sweepCounts()).reminders).toBe(2);
    expect(await titles(nurse.id)).toEqual([["RN License expires in 10 days", false, null]]);
    expect(await titles(pharmacist.id)).toEqual([
      ["Pharmacist License expires in 45 days", false, null],
    ]);

    // Read, then the certification made inactive: the notice stays as the user left it...
    await t.db
      .update(notifications)
      .set({ isRead: true })
      .where(eq(notifications.userId, nurse.id));
    await t.db
      .update(certifications)
      .set({ status: "inactive" })
      .where(eq(certifications.id, license.id));
    t.clock.advance({ minutes: 15 });
    expect((await sweepCounts()).resolved).toBe(0);
    // ...until it is unread again, when the next sweep archives it.
    await t.db
      .update(notifications)
      .set({ isRead: false })
      .where(eq(notifications.userId, nurse.id));
    t.clock.advance({ minutes: 15 });
    expect((await sweepCounts()).resolved).toBe(1);
    expect(await titles(nurse.id)).toEqual([
      ["RN License expires in 10 days", true, "Certification made inactive"],
    ]);
    // Nothing new: nothing created, nothing archived.
    t.clock.advance({ minutes: 15 });
    expect(await sweepCounts()).toMatchObject({ resolved: 0, reminders: 0, paces: 0 });
  });
});

describe("reminders of certifications with category minimums", () => {
  it("name the categories still short, with decimals, in the app and by email", async () => {
    const user = await createUser(t.db, { notificationMethod: "both", notifyDaysInAdvance: 30 });
    const nurse = await certificationDueIn(user.id, 12, {
      name: "RN License",
      creditsRequired: 30,
      creditsEarned: 1,
      creditsMissing: 29,
      categoriesMissing: [{ name: "Ethics", missing: 2 }],
      creditsUnit: "contact hours",
    });
    const engineer = await certificationDueIn(user.id, 13, {
      name: "PE License",
      creditsRequired: 30,
      creditsEarned: 1.5,
      creditsMissing: 28.5,
      categoriesMissing: [
        { name: "Professional ethics", missing: 1 },
        { name: "Pain management", missing: 1.5 },
        { name: "HIV care", missing: 0.25 },
      ],
      creditsUnit: "credits",
    });
    await sweep();

    const messageOf = async (certificationId: number) =>
      (
        await t.db
          .select()
          .from(notifications)
          .where(eq(notifications.certificationId, certificationId))
      ).map((row) => row.message);
    expect(await messageOf(nurse.id)).toEqual([
      expect.stringMatching(
        / 29 of 30 contact hours are still missing, including 2 ethics contact hours\.$/,
      ),
    ]);
    expect(await messageOf(engineer.id)).toEqual([
      expect.stringMatching(
        / 28\.5 of 30 credits are still missing, including 1 professional ethics credit, 1\.5 pain management credits and 0\.25 HIV care credits\.$/,
      ),
    ]);
    const stored = await t.db
      .select()
      .from(reminders)
      .where(eq(reminders.certificationId, engineer.id));
    expect(stored).toMatchObject([
      {
        step: "lead",
        creditsMissing: 28.5,
        categoriesMissing: [{ name: "Professional ethics" }, {}, {}],
      },
    ]);
    const [mail] = await t.db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, user.email ?? ""));
    expect(mail?.textBody).toContain(
      "29 of 30 contact hours are still missing, including 2 ethics contact hours.",
    );
    expect(mail?.textBody).toContain(
      "28.5 of 30 credits are still missing, including 1 professional ethics credit,",
    );
  });

  it("keeps the snapshot it was created with when the certification changes afterwards", async () => {
    const user = await createUser(t.db, { notifyDaysInAdvance: 30 });
    const nurse = await certificationDueIn(user.id, 9, {
      name: "RN License",
      creditsRequired: 30,
      creditsEarned: 25,
      creditsMissing: 5,
      categoriesMissing: [{ name: "Ethics", missing: 2 }],
      creditsUnit: "contact hours",
    });
    await sweep();
    await t.db
      .update(certifications)
      .set({ creditsEarned: 27, creditsMissing: 3, categoriesMissing: [] })
      .where(eq(certifications.id, nurse.id));
    t.clock.advance({ days: 3 });
    await sweep();
    const messages = (
      await t.db
        .select()
        .from(notifications)
        .where(eq(notifications.certificationId, nurse.id))
        .orderBy(notifications.id)
    ).map((row) => row.message);
    expect(messages).toEqual([
      expect.stringMatching(
        / 5 of 30 contact hours are still missing, including 2 ethics contact hours\.$/,
      ),
      expect.stringMatching(/ 3 of 30 contact hours are still missing\.$/),
    ]);
  });
});
