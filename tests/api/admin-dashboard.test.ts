import type { AdminDashboard } from "@common/admin-dashboard";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Database } from "../../src/server/db/open";
import { adminAuditLog, feedback, outbox, reminders, users } from "../../src/server/db/schema";
import { deliverPending } from "../../src/server/delivery/deliver-pending";
import { onMessageQueued } from "../../src/server/delivery/outbox";
import { signedInAdmin } from "../support/admin";
import type { Agent } from "../support/agent";
import { insertCertification } from "../support/certifications";
import { createUser } from "../support/factories";
import { setUpTestApp } from "../support/test-app";

// Wednesday 4 March 2026, noon UTC: the week of the chart's last bar starts Monday 2 March.
const now = "2026-03-04T12:00:00.000Z";
const hoursAgo = (hours: number) => new Date(Date.parse(now) - hours * 3_600_000);

async function dashboardOf(agent: Agent): Promise<AdminDashboard> {
  const response = await agent.get("/api/admin/dashboard");
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AdminDashboard>();
}

type NewMessage = Partial<typeof outbox.$inferInsert>;

async function queue(db: Database, message: NewMessage) {
  const [row] = await db
    .insert(outbox)
    .values({ channel: "email", recipient: "nurse@example.com", textBody: "Hello", ...message })
    .returning();
  if (!row) throw new Error("message was not queued");
  return row;
}

const failing = (attempts: number): NewMessage => ({
  attempts,
  lastError: "connect ECONNREFUSED 127.0.0.1:25",
  nextAttemptAt: new Date(Date.parse(now) + 20 * 60_000),
});

describe("GET /api/admin/dashboard on a known installation", () => {
  const t = setUpTestApp({ now });

  it("counts users, subscriptions, certifications, reminders, messages, feedback and weekly sign-ups", async () => {
    const { agent } = await signedInAdmin(t, { createdAt: new Date("2025-01-10T08:00:00Z") });
    const nurse = await createUser(t.db, {
      createdAt: hoursAgo(27),
      subscriptionStatus: "active",
    });
    // 6 days 23 hours ago: still in the last 7 days.
    await createUser(t.db, { createdAt: hoursAgo(7 * 24 - 1), subscriptionStatus: "trialing" });
    await createUser(t.db, {
      createdAt: new Date("2026-02-20T00:00:00Z"),
      subscriptionStatus: "past_due",
      isEnabled: false,
    });
    await createUser(t.db, {
      createdAt: new Date("2026-01-20T10:00:00Z"),
      subscriptionStatus: "canceled",
      isSubscriptionOverridden: true,
    });
    // The first instant of the chart's first week, and the last one before it.
    await createUser(t.db, { createdAt: new Date("2025-09-08T00:00:00Z") });
    await createUser(t.db, { createdAt: new Date("2025-09-07T23:59:59Z"), isAdmin: true });

    const certification = (overrides: Parameters<typeof insertCertification>[2]) =>
      insertCertification(t.db, nurse.id, {
        expirationDate: null,
        reportingPeriodEnd: null,
        creditsRequired: 10,
        creditsMissing: 10,
        ...overrides,
      });
    // Expires today with nothing earned: expiring and at risk.
    const expiresToday = await certification({ expirationDate: "2026-03-04" });
    // Day 30, half earned: expiring, in progress.
    await certification({ expirationDate: "2026-04-03", creditsMissing: 5 });
    // Day 31, nothing required.
    await certification({ expirationDate: "2026-04-04", creditsRequired: 0, creditsMissing: 0 });
    // Reporting period ends on day 90 with 35 % counted: at risk.
    await certification({
      reportingPeriodEnd: "2026-06-02",
      creditsRequired: 20,
      creditsMissing: 13,
    });
    // Day 91: outside the window of the user's dashboard.
    await certification({
      reportingPeriodEnd: "2026-06-03",
      creditsRequired: 20,
      creditsMissing: 20,
    });
    // A category minimum alone still missing: at risk.
    await certification({ expirationDate: "2026-05-01", creditsRequired: 0, creditsMissing: 2 });
    await certification({ expirationDate: "2026-03-10", status: "inactive" });
    await certification({ expirationDate: "2026-01-01", status: "expired", creditsMissing: 0 });
    // Active, but its expiration date was yesterday.
    await certification({ expirationDate: "2026-03-03" });

    const reminder = {
      userId: nurse.id,
      certificationId: expiresToday.id,
      method: "email",
    } as const;
    await t.db.insert(reminders).values([
      {
        ...reminder,
        deadlineKind: "expiration",
        deadlineDate: "2026-03-04",
        step: "1d",
        sentOn: "2026-03-03",
        creditsMissing: 10,
        createdAt: hoursAgo(1),
      },
      {
        ...reminder,
        deadlineKind: "expiration",
        deadlineDate: "2026-03-04",
        step: "7d",
        sentOn: "2026-03-03",
        creditsMissing: 10,
        createdAt: hoursAgo(24),
      },
      {
        ...reminder,
        deadlineKind: "expiration",
        deadlineDate: "2026-03-04",
        step: "lead",
        sentOn: "2026-03-03",
        creditsMissing: 10,
        createdAt: hoursAgo(25),
      },
    ]);

    await queue(t.db, {});
    await queue(t.db, { channel: "sms", recipient: "+15550001111" });
    await queue(t.db, failing(1));
    await queue(t.db, failing(4));
    await queue(t.db, { status: "sent", attempts: 1, sentAt: hoursAgo(2) });
    await queue(t.db, { status: "sent", attempts: 1, sentAt: hoursAgo(30) });
    await queue(t.db, { status: "logged" });

    const entry = { userId: nurse.id, type: "bug", category: "calendar", message: "…" } as const;
    await t.db.insert(feedback).values([
      { ...entry, subject: "One" },
      { ...entry, subject: "Two" },
      { ...entry, subject: "Three", status: "reviewed" },
    ]);

    const dashboard = await dashboardOf(agent);
    expect(dashboard).toMatchObject({
      today: "2026-03-04",
      users: {
        total: 7,
        enabled: 6,
        disabled: 1,
        newIn7Days: 2,
        newIn30Days: 3,
        administrators: 2,
      },
      subscriptions: {
        byStatus: [
          { status: "inactive", users: 3 },
          { status: "active", users: 1 },
          { status: "incomplete", users: 0 },
          { status: "incomplete_expired", users: 0 },
          { status: "trialing", users: 1 },
          { status: "past_due", users: 1 },
          { status: "canceled", users: 1 },
          { status: "unpaid", users: 0 },
          { status: "paused", users: 0 },
        ],
        premiumOverrides: 1,
      },
      certifications: { total: 9, expiringIn30Days: 2, atRisk: 3, expired: 2 },
      messages: { remindersIn24Hours: 2, sentIn24Hours: 1, waiting: 2, failing: 2 },
      feedback: { waiting: 2 },
    });

    expect(dashboard.signUpsByWeek).toHaveLength(26);
    expect(dashboard.signUpsByWeek[0]).toEqual({ weekStart: "2025-09-08", signUps: 1 });
    expect(dashboard.signUpsByWeek.at(-1)).toEqual({ weekStart: "2026-03-02", signUps: 1 });
    const weeksWithSignUps = dashboard.signUpsByWeek.filter((week) => week.signUps > 0);
    expect(weeksWithSignUps).toEqual([
      { weekStart: "2025-09-08", signUps: 1 },
      { weekStart: "2026-01-19", signUps: 1 },
      { weekStart: "2026-02-16", signUps: 1 },
      { weekStart: "2026-02-23", signUps: 1 },
      { weekStart: "2026-03-02", signUps: 1 },
    ]);
    // Every week is a Monday, seven days after the one before.
    for (const [index, week] of dashboard.signUpsByWeek.entries()) {
      expect(new Date(`${week.weekStart}T00:00:00Z`).getUTCDay()).toBe(1);
      const previous = dashboard.signUpsByWeek[index - 1];
      if (previous) {
        expect(Date.parse(week.weekStart) - Date.parse(previous.weekStart)).toBe(7 * 86_400_000);
      }
    }
  });
});

describe("GET /api/admin/dashboard as the installation grows", () => {
  let queries = 0;
  const t = setUpTestApp({
    now,
    queryLogger: {
      logQuery: () => {
        queries += 1;
      },
    },
  });

  async function addUsers(count: number) {
    const rows = Array.from({ length: count }, (_, index) => ({
      username: `grown_${count}_${index}`,
      password: "not-a-real-hash",
      email: `grown_${count}_${index}@example.com`,
      createdAt: hoursAgo(index * 17),
    }));
    const added = await t.db.insert(users).values(rows).returning({ id: users.id });
    for (const { id } of added.slice(0, 20)) {
      await insertCertification(t.db, id, { expirationDate: "2026-03-20", creditsRequired: 5 });
    }
    await t.db.insert(feedback).values(
      added.map(({ id }) => ({
        userId: id,
        type: "general" as const,
        category: "other" as const,
        subject: "Hello",
        message: "Thanks",
      })),
    );
  }

  async function queriesOf(agent: Agent) {
    queries = 0;
    const dashboard = await dashboardOf(agent);
    return { count: queries, dashboard };
  }

  it("makes as many queries for 200 users as for 10", async () => {
    const { agent } = await signedInAdmin(t, { createdAt: hoursAgo(1) });
    await addUsers(10);
    const few = await queriesOf(agent);
    await addUsers(190);
    const many = await queriesOf(agent);
    expect(few.dashboard.users.total).toBe(11);
    expect(many.dashboard.users.total).toBe(201);
    expect(many.dashboard.feedback.waiting).toBe(200);
    expect(many.count).toBe(few.count);
    // The access check's queries, then the dashboard's own six.
    expect(many.count).toBeLessThanOrEqual(10);
  });
});

describe("POST /api/admin/outbox/retry-failed", () => {
  const t = setUpTestApp({ now });

  it("makes every failing message due now, keeping its attempts, tells the delivery and writes the audit trail", async () => {
    const { user, agent } = await signedInAdmin(t);
    const waiting = await queue(t.db, { nextAttemptAt: hoursAgo(0) });
    const first = await queue(t.db, failing(1));
    const second = await queue(t.db, failing(3));
    const sent = await queue(t.db, { status: "sent", attempts: 2, sentAt: hoursAgo(1) });
    let announced = 0;
    const stopListening = onMessageQueued(() => {
      announced += 1;
    });
    try {
      const response = await agent.post("/api/admin/outbox/retry-failed");
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ retried: 2 });
    } finally {
      stopListening();
    }
    expect(announced).toBe(1);

    const rows = await t.db.select().from(outbox);
    const byId = new Map(rows.map((row) => [row.id, row]));
    for (const [message, attempts] of [
      [first, 1],
      [second, 3],
    ] as const) {
      expect(byId.get(message.id)).toMatchObject({
        status: "pending",
        attempts,
        lastError: "connect ECONNREFUSED 127.0.0.1:25",
        nextAttemptAt: new Date(now),
      });
    }
    expect(byId.get(waiting.id)?.nextAttemptAt).toEqual(waiting.nextAttemptAt);
    expect(byId.get(sent.id)).toEqual(sent);

    const trail = await t.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.action, "failed_messages_retried"));
    expect(trail).toMatchObject([
      {
        actorUserId: user.id,
        actorUsername: user.username,
        targetUserId: null,
        details: { count: 2 },
      },
    ]);

    // The delivery's next run sends them, with the one that was waiting.
    const delivered: string[] = [];
    const counts = await deliverPending({
      db: t.db,
      clock: t.clock,
      transports: {
        email: {
          send: async (message) => {
            delivered.push(message.to);
          },
        },
      },
      log: { info: () => {}, warn: () => {} },
    });
    expect(counts).toEqual({ sent: 3, failed: 0, logged: 0 });
    expect((await dashboardOf(agent)).messages).toMatchObject({ waiting: 0, failing: 0 });
  });

  it("answers 0 when nothing is failing", async () => {
    const { agent } = await signedInAdmin(t);
    const response = await agent.post("/api/admin/outbox/retry-failed");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ retried: 0 });
  });
});
