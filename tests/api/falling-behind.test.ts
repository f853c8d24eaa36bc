import type { Notification } from "@common/notifications";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { certificationPaces, notifications, reminders } from "../../src/server/db/schema";
import type { Agent } from "../support/agent";
import { addCertification, addCredit } from "../support/certifications";
import { signedIn } from "../support/factories";
import { notificationListOf } from "../support/notifications";
import { sweepNow } from "../support/reminders";
import { setUpTestApp } from "../support/test-app";

// Today is Nov 23, 2026 for a user in UTC when each test starts.
const t = setUpTestApp({ now: "2026-11-23T12:00:00.000Z" });

const appUrl = "https://certminder.example";
const sweep = () => sweepNow({ db: t.db, clock: t.clock, appUrl });

/** The nurse's license: 30 contact hours by Dec 13, 2027, at least 2 in ethics. */
function rnLicense(overrides: Record<string, unknown> = {}) {
  return {
    name: "RN License",
    receivedDate: "2025-12-14",
    expirationDate: "2027-12-31",
    reportingPeriodStart: "2025-12-14",
    reportingPeriodEnd: "2027-12-13",
    creditsRequired: 30,
    creditsUnit: "contact hours",
    requirements: {
      categories: [{ name: "Ethics", kind: "minimum", credits: 2 }],
      carryOver: null,
    },
    ...overrides,
  };
}

/** The next day at the same hour, with every sweep that day would see. */
async function nextDay() {
  t.clock.advance({ days: 1 });
  await sweep();
}

async function behindOf(certificationId: number) {
  return t.db
    .select()
    .from(reminders)
    .where(and(eq(reminders.certificationId, certificationId), eq(reminders.step, "behind")));
}

async function fallingBehindNotices(agent: Agent): Promise<Notification[]> {
  const { notifications: list } = await notificationListOf(agent);
  return list.filter((notice) => notice.type === "falling_behind");
}

async function archivedOf(agent: Agent): Promise<Notification[]> {
  const response = await agent.get("/api/notifications/archived");
  expect(response.statusCode).toBe(200);
  return response.json<Notification[]>();
}

describe("the falling-behind notice", () => {
  it("comes once when the pace of the last 90 days would finish after the reporting period", async () => {
    const { agent } = await signedIn(t, { notificationMethod: "in-app" });
    const rn = await addCertification(agent, rnLicense());
    await addCredit(agent, rn.id, {
      title: "Wound care",
      credits: 1,
      completionDate: "2026-10-01",
      categories: [],
    });
    await t.app.remindersSettled();
    await sweep();
    // Added today: its credits are often recorded right after, so it is judged from tomorrow.
    expect(await fallingBehindNotices(agent)).toEqual([]);

    await nextDay();
    // 1 contact hour in 90 days: the 29 missing take 2,610 days, past Dec 13, 2027; 29 over
    // the 384 days left is 2.27 a month, 2.5 rounded up to a quarter.
    expect(await fallingBehindNotices(agent)).toMatchObject([
      {
        title: "Falling behind on RN License",
        message:
          "At your pace over the last 90 days you would finish on Jan 16, 2034, after your reporting period ends on Dec 13, 2027. 2.5 contact hours a month from now on keeps you on track. 29 of 30 contact hours are still missing, including 2 ethics contact hours.",
        certificationId: rn.id,
        isRead: false,
      },
    ]);

    // Three sweeps a day for 25 days, still behind: never a second one for this deadline.
    for (let sweeps = 0; sweeps < 75; sweeps++) {
      t.clock.advance({ minutes: 8 * 60 });
      await sweep();
    }
    expect(await behindOf(rn.id)).toMatchObject([
      {
        deadlineKind: "reporting_period_end",
        deadlineDate: "2027-12-13",
        sentOn: "2026-11-24",
        creditsMissing: 29,
        categoriesMissing: [{ name: "Ethics", missing: 2 }],
      },
    ]);
    expect(await fallingBehindNotices(agent)).toHaveLength(1);
  });

  it("waits until 30 days of the cycle have passed", async () => {
    const { agent } = await signedIn(t);
    const acls = await addCertification(agent, {
      name: "ACLS",
      receivedDate: "2026-11-03",
      expirationDate: "2028-11-03",
      reportingPeriodStart: "2026-11-03",
      reportingPeriodEnd: "2027-11-02",
      creditsRequired: 8,
    });
    await t.app.remindersSettled();
    for (let day = 1; day <= 9; day++) await nextDay();
    // Dec 2: 29 days of the cycle, too early to judge a pace.
    expect(await behindOf(acls.id)).toEqual([]);

    await nextDay();
    expect(await fallingBehindNotices(agent)).toMatchObject([
      {
        title: "Falling behind on ACLS",
        message:
          "At your pace over the last 90 days you would not finish before your reporting period ends on Nov 2, 2027. 0.75 hours a month from now on keeps you on track. 8 of 8 hours are still missing.",
      },
    ]);
    expect((await behindOf(acls.id))[0]?.sentOn).toBe("2026-12-03");
  });

  it("does not come while on pace, and judges the pace once a day", async () => {
    const { agent } = await signedIn(t);
    const rn = await addCertification(agent, rnLicense({ requirements: undefined }));
    const courses = [
      await addCredit(agent, rn.id, { credits: 6, completionDate: "2026-10-01" }),
      await addCredit(agent, rn.id, { credits: 6, completionDate: "2026-11-01" }),
    ];
    await t.app.remindersSettled();

    // 12 contact hours in 90 days: the 18 missing take 135 days, well before the deadline.
    await nextDay();
    await nextDay();
    expect(await behindOf(rn.id)).toEqual([]);
    const [checked] = await t.db
      .select({ checkedOn: certificationPaces.checkedOn })
      .from(certificationPaces)
      .where(eq(certificationPaces.certificationId, rn.id));
    expect(checked?.checkedOn).toBe("2026-11-25");

    // Both courses removed: judged again tomorrow, not at once.
    for (const course of courses) {
      expect((await agent.delete(`/api/credits/${course.id}`)).statusCode).toBe(204);
    }
    await t.app.remindersSettled();
    await sweep();
    expect(await behindOf(rn.id)).toEqual([]);

    await nextDay();
    expect(await fallingBehindNotices(agent)).toMatchObject([
      {
        title: "Falling behind on RN License",
        message:
          "At your pace over the last 90 days you would not finish before your reporting period ends on Dec 13, 2027. 2.5 contact hours a month from now on keeps you on track. 30 of 30 contact hours are still missing.",
      },
    ]);
  });

  it("does not come for an inactive certification, nor to someone not wanting due-date reminders", async () => {
    const { agent } = await signedIn(t);
    const paused = await addCertification(agent, rnLicense({ status: "inactive" }));
    const { agent: quiet } = await signedIn(t, { notifyDueDates: false });
    const unwatched = await addCertification(quiet, rnLicense());
    await t.app.remindersSettled();
    for (let day = 1; day <= 3; day++) await nextDay();
    expect(await behindOf(paused.id)).toEqual([]);
    expect(await behindOf(unwatched.id)).toEqual([]);

    const resumed = await agent.put(
      `/api/certifications/${paused.id}`,
      rnLicense({ status: "active" }),
    );
    expect(resumed.statusCode, resumed.body).toBe(200);
    await t.app.remindersSettled();
    await nextDay();
    expect(await behindOf(paused.id)).toHaveLength(1);
    expect(await behindOf(unwatched.id)).toEqual([]);
  });

  it("stays when the pace picks up, and is archived once the credits are complete", async () => {
    const { agent } = await signedIn(t);
    const bls = await addCertification(agent, {
      name: "BLS",
      receivedDate: "2025-07-01",
      expirationDate: "2027-06-30",
      reportingPeriodStart: null,
      reportingPeriodEnd: null,
      creditsRequired: 10,
    });
    await t.app.remindersSettled();
    await nextDay();
    expect(await fallingBehindNotices(agent)).toMatchObject([
      {
        title: "Falling behind on BLS",
        message:
          "At your pace over the last 90 days you would not finish before BLS expires on Jun 30, 2027. 1.5 hours a month from now on keeps you on track. 10 of 10 hours are still missing.",
      },
    ]);

    // 4 hours today: the 6 left take 135 days at that pace, before Jun 30, 2027.
    await addCredit(agent, bls.id, { credits: 4, completionDate: "2026-11-24" });
    await t.app.remindersSettled();
    await nextDay();
    expect(await fallingBehindNotices(agent)).toHaveLength(1);

    await addCredit(agent, bls.id, { credits: 6, completionDate: "2026-11-25" });
    await t.app.remindersSettled();
    expect(await fallingBehindNotices(agent)).toEqual([]);
    expect(
      (await archivedOf(agent)).map(({ title, archivedReason }) => ({ title, archivedReason })),
    ).toEqual([{ title: "Falling behind on BLS", archivedReason: "Credits completed" }]);
    const [notice] = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.certificationId, bls.id));
    expect(notice?.isRead).toBe(false);
  });

  it("is judged once the certification is 24 hours old, though the user's day began before", async () => {
    const { agent } = await signedIn(t, { notificationMethod: "in-app" });
    const rn = await addCertification(agent, rnLicense());
    await addCredit(agent, rn.id, {
      title: "Wound care",
      credits: 1,
      completionDate: "2026-10-01",
      categories: [],
    });
    await t.app.remindersSettled();
    await sweep();
    // 00:30 the next day: a new day, but the certification is 12 and a half hours old.
    t.clock.advance({ minutes: 12 * 60 + 30 });
    expect((await sweep()).paces).toBe(0);
    t.clock.advance({ minutes: 11 * 60 });
    expect((await sweep()).paces).toBe(0);
    // 12:30: 24 hours and a half, the same day, nothing else changed.
    t.clock.advance({ minutes: 60 });
    expect((await sweep()).paces).toBe(1);
    expect(await fallingBehindNotices(agent)).toMatchObject([
      { title: "Falling behind on RN License", certificationId: rn.id },
    ]);
    expect(await behindOf(rn.id)).toMatchObject([{ sentOn: "2026-11-24" }]);
  });
});
