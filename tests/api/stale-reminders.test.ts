import type { Notification } from "@common/notifications";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { readMigrations } from "../../src/server/db/migrate";
import { notifications, outbox, reminders } from "../../src/server/db/schema";
import type { Agent } from "../support/agent";
import { addCertification, addCredit } from "../support/certifications";
import { signedIn } from "../support/factories";
import { notificationListOf } from "../support/notifications";
import { sweepNow } from "../support/reminders";
import { setUpTestApp } from "../support/test-app";

// Today is Nov 23, 2026 for a user in UTC; reminders come 30 days ahead.
const t = setUpTestApp({ now: "2026-11-23T12:00:00.000Z" });

/** A certification the user just added through the API, with its reminders created. */
async function addDue(agent: Agent, overrides: Record<string, unknown>) {
  const certification = await addCertification(agent, {
    receivedDate: "2024-12-13",
    reportingPeriodStart: null,
    reportingPeriodEnd: null,
    creditsRequired: 0,
    ...overrides,
  });
  await t.app.remindersSettled();
  return certification;
}

async function archivedOf(agent: Agent): Promise<Notification[]> {
  const response = await agent.get("/api/notifications/archived");
  expect(response.statusCode).toBe(200);
  return response.json<Notification[]>();
}

const summary = ({ title, archivedReason }: Notification) => ({ title, archivedReason });

describe("a reminder whose deadline no longer holds", () => {
  it("is archived with its reason when the certification is renewed, and the badge drops at once", async () => {
    const { agent } = await signedIn(t);
    const bls = await addDue(agent, { name: "BLS", expirationDate: "2026-12-13" });
    const before = await notificationListOf(agent);
    expect(before.unreadCount).toBe(1);
    expect(before.notifications.map(summary)).toEqual([
      { title: "BLS expires in 20 days", archivedReason: null },
    ]);

    const renewed = await agent.post(`/api/certifications/${bls.id}/renew`, {
      receivedDate: "2026-11-20",
      expirationDate: "2028-12-13",
      reportingPeriodStart: null,
      reportingPeriodEnd: null,
      creditsRequired: 0,
    });
    expect(renewed.statusCode).toBe(200);
    // Read before the background sweep: the change itself archived it.
    const after = await notificationListOf(agent);
    expect(after).toEqual({ notifications: [], unreadCount: 0 });
    expect((await archivedOf(agent)).map(summary)).toEqual([
      { title: "BLS expires in 20 days", archivedReason: "Renewed: now expires on Dec 13, 2028" },
    ]);
    await t.app.remindersSettled();
    expect((await notificationListOf(agent)).unreadCount).toBe(0);
  });

  it("is archived when the date is edited, and the reminder for the new date stays", async () => {
    const { agent } = await signedIn(t);
    const license = await addDue(agent, { name: "PE License", expirationDate: "2026-12-13" });
    const edited = await agent.put(
      `/api/certifications/${license.id}`,
      certificationFields(license, { expirationDate: "2026-12-20" }),
    );
    expect(edited.statusCode).toBe(200);
    await t.app.remindersSettled();
    const current = await notificationListOf(agent);
    expect(current.unreadCount).toBe(1);
    expect(current.notifications.map(summary)).toEqual([
      { title: "PE License expires in 27 days", archivedReason: null },
    ]);
    expect((await archivedOf(agent)).map(summary)).toEqual([
      {
        title: "PE License expires in 20 days",
        archivedReason: "Expiration date changed to Dec 20, 2026",
      },
    ]);
  });

  it("is archived when the credits of its reporting period are completed; the expiration stays", async () => {
    const { agent } = await signedIn(t);
    const rn = await addDue(agent, {
      name: "RN License",
      expirationDate: "2027-01-10",
      reportingPeriodStart: "2025-01-01",
      reportingPeriodEnd: "2026-12-01",
      creditsRequired: 4,
      creditsUnit: "contact hours",
    });
    expect((await notificationListOf(agent)).notifications.map(summary)).toEqual([
      { title: "RN License: reporting period ends in 8 days", archivedReason: null },
    ]);
    await addCredit(agent, rn.id, { credits: 4, completionDate: "2026-11-01" });
    expect(await notificationListOf(agent)).toEqual({ notifications: [], unreadCount: 0 });
    expect((await archivedOf(agent)).map(summary)).toEqual([
      { title: "RN License: reporting period ends in 8 days", archivedReason: "Credits completed" },
    ]);
  });

  it("is archived when the certification is made inactive or deleted", async () => {
    const { agent } = await signedIn(t);
    const paused = await addDue(agent, { name: "ACLS", expirationDate: "2026-12-01" });
    const gone = await addDue(agent, { name: "PALS", expirationDate: "2026-12-02" });
    expect((await notificationListOf(agent)).unreadCount).toBe(2);

    const made = await agent.put(
      `/api/certifications/${paused.id}`,
      certificationFields(paused, { status: "inactive" }),
    );
    expect(made.statusCode).toBe(200);
    expect((await agent.delete(`/api/certifications/${gone.id}`)).statusCode).toBe(204);

    expect(await notificationListOf(agent)).toEqual({ notifications: [], unreadCount: 0 });
    expect((await archivedOf(agent)).map(summary).sort(byTitle)).toEqual([
      { title: "ACLS expires in 8 days", archivedReason: "Certification made inactive" },
      { title: "PALS expires in 9 days", archivedReason: "Certification deleted" },
    ]);
  });

  it("stays as the user left it once read", async () => {
    const { agent } = await signedIn(t);
    const bls = await addDue(agent, { name: "BLS", expirationDate: "2026-12-13" });
    const [notice] = (await notificationListOf(agent)).notifications;
    expect((await agent.patch(`/api/notifications/${notice?.id}/read`)).statusCode).toBe(200);
    await agent.put(
      `/api/certifications/${bls.id}`,
      certificationFields(bls, { expirationDate: "2028-12-13" }),
    );
    await t.app.remindersSettled();
    expect((await notificationListOf(agent)).notifications).toMatchObject([
      { title: "BLS expires in 20 days", isRead: true, isArchived: false, archivedReason: null },
    ]);
  });

  it("is not emailed when its deadline moved before the email went out", async () => {
    const { user, agent } = await signedIn(t, { notificationMethod: "email" });
    const bls = await addDue(agent, { name: "BLS", expirationDate: "2027-02-13" });
    // A reminder the last sweep created but could not queue yet (another sweep held its row).
    await t.db.insert(reminders).values({
      userId: user.id,
      certificationId: bls.id,
      deadlineKind: "expiration",
      deadlineDate: "2026-12-13",
      step: "lead",
      sentOn: "2026-11-23",
      creditsMissing: 0,
      method: "email",
      messagePending: true,
    });
    await sweepNow({ db: t.db, clock: t.clock, appUrl: "https://certminder.example" });
    expect(
      await t.db
        .select()
        .from(outbox)
        .where(eq(outbox.recipient, user.email ?? "")),
    ).toEqual([]);
    const pending = await t.db.select().from(reminders).where(eq(reminders.userId, user.id));
    expect(pending).toMatchObject([{ messagePending: false }]);
  });
});

describe("a reminder notified before notifications recorded their deadline", () => {
  it("learns its deadline from its reminder when the database is upgraded, and is resolved", async () => {
    const { user, agent } = await signedIn(t);
    const bls = await addDue(agent, { name: "BLS", expirationDate: "2026-12-13" });
    // As an earlier version wrote it: no deadline on the notification.
    await t.db
      .update(notifications)
      .set({ deadlineKind: null, deadlineDate: null })
      .where(eq(notifications.userId, user.id));
    const migration = readMigrations().find((m) => m.tag.endsWith("stale-reminders"));
    const backfill = migration?.statements.at(-1) ?? "";
    expect(backfill).toMatch(/^-- Hand-written data backfill/);
    await t.db.execute(sql.raw(backfill));

    const [notice] = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, user.id));
    expect(notice).toMatchObject({ deadlineKind: "expiration", deadlineDate: "2026-12-13" });
    await agent.put(
      `/api/certifications/${bls.id}`,
      certificationFields(bls, { expirationDate: "2027-12-13" }),
    );
    expect((await archivedOf(agent)).map(summary)).toEqual([
      {
        title: "BLS expires in 20 days",
        archivedReason: "Expiration date changed to Dec 13, 2027",
      },
    ]);
  });
});

function byTitle(a: { title: string }, b: { title: string }) {
  return a.title.localeCompare(b.title);
}

/** The form of a certification as it is, with some fields changed. */
function certificationFields(
  certification: Awaited<ReturnType<typeof addCertification>>,
  changes: Record<string, unknown>,
) {
  const { name, provider, receivedDate, expirationDate, reportingPeriodStart } = certification;
  const { reportingPeriodEnd, creditsRequired, creditsUnit, status } = certification;
  return {
    name,
    provider,
    receivedDate,
    expirationDate,
    reportingPeriodStart,
    reportingPeriodEnd,
    creditsRequired,
    creditsUnit,
    status,
    ...changes,
  };
}
