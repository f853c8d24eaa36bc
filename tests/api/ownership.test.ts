import type { Activity } from "@common/certifications/activity";
import type { CalendarEvent } from "@common/certifications/calendar";
import type { Certification } from "@common/certifications/certification";
import type { Dashboard } from "@common/certifications/dashboard";
import { asc, eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import {
  activities,
  certificationCycles,
  certifications,
  creditCertifications,
  educationCredits,
  files,
} from "../../src/server/db/schema";
import type { Agent } from "../support/agent";
import {
  addCertification,
  addCredit,
  certificationForm,
  getList,
  pdf,
  png,
  sendRaw,
} from "../support/certifications";
import { signedIn } from "../support/factories";
import { setUpTestApp } from "../support/test-app";

const t = setUpTestApp();
let owner: Awaited<ReturnType<typeof signedIn>>;
let stranger: Awaited<ReturnType<typeof signedIn>>;
let strangersOwn: Certification;

type Ids = { certification: number; credit: number; file: string };
let ownerIds: Ids;
const missingIds: Ids = {
  certification: 2_147_483_647,
  credit: 2_147_483_647,
  file: "A".repeat(22),
};

const course = { title: "Pharmacology update", credits: 3, completionDate: "2026-02-20" };
const ownerName = "Owner's Advanced Practice License";

beforeAll(async () => {
  t.clock.set("2026-03-01T12:00:00Z");
  owner = await signedIn(t);
  const certification = await addCertification(owner.agent, {
    name: ownerName,
    receivedDate: "2024-03-05",
    expirationDate: "2026-03-20",
    reportingPeriodStart: "2024-03-05",
    reportingPeriodEnd: "2026-03-10",
  });
  const logo = await sendRaw(
    owner.agent,
    `/api/certifications/${certification.id}/logo`,
    png,
    "image/png",
  );
  const credit = await addCredit(owner.agent, certification.id, course);
  await sendRaw(
    owner.agent,
    `/api/credits/${credit.id}/certificate?name=a.pdf`,
    pdf,
    "application/pdf",
  );
  const file = logo.json<Certification>().logo?.replace("/api/files/", "") ?? "";
  ownerIds = { certification: certification.id, credit: credit.id, file };

  stranger = await signedIn(t);
  strangersOwn = await addCertification(stranger.agent, {
    name: "Stranger's CPR",
    expirationDate: "2026-03-25",
  });
  await addCredit(stranger.agent, strangersOwn.id, { ...course, completionDate: "2026-02-25" });
});

/** Everything stored about the owner's certification, to compare before and after. */
async function ownerRows() {
  const id = ownerIds.certification;
  return {
    certification: await t.db.select().from(certifications).where(eq(certifications.id, id)),
    credits: await t.db
      .select({ credit: educationCredits, cycle: creditCertifications.cycle })
      .from(creditCertifications)
      .innerJoin(educationCredits, eq(educationCredits.id, creditCertifications.creditId))
      .where(eq(creditCertifications.certificationId, id)),
    cycles: await t.db
      .select()
      .from(certificationCycles)
      .where(eq(certificationCycles.certificationId, id)),
    files: await t.db
      .select({ id: files.id, size: files.size })
      .from(files)
      .where(eq(files.userId, owner.user.id))
      .orderBy(asc(files.id)),
    activities: await t.db
      .select()
      .from(activities)
      .where(eq(activities.userId, owner.user.id))
      .orderBy(asc(activities.id)),
  };
}

type Call = (agent: Agent, ids: Ids) => Promise<LightMyRequestResponse>;
const nextCycle = { expirationDate: "2028-03-20", creditsRequired: 10 };

const calls: [string, Call][] = [
  ["GET /api/certifications/:id", (a, ids) => a.get(`/api/certifications/${ids.certification}`)],
  [
    "PUT /api/certifications/:id",
    (a, ids) => a.put(`/api/certifications/${ids.certification}`, certificationForm()),
  ],
  [
    "DELETE /api/certifications/:id",
    (a, ids) => a.delete(`/api/certifications/${ids.certification}`),
  ],
  [
    "POST /api/certifications/:id/renew",
    (a, ids) => a.post(`/api/certifications/${ids.certification}/renew`, nextCycle),
  ],
  [
    "PUT /api/certifications/:id/logo",
    (a, ids) => sendRaw(a, `/api/certifications/${ids.certification}/logo`, png, "image/png"),
  ],
  [
    "DELETE /api/certifications/:id/logo",
    (a, ids) => a.delete(`/api/certifications/${ids.certification}/logo`),
  ],
  [
    "GET /api/certifications/:id/credits",
    (a, ids) => a.get(`/api/certifications/${ids.certification}/credits`),
  ],
  [
    "GET /api/certifications/:id/credits?cycle=1",
    (a, ids) => a.get(`/api/certifications/${ids.certification}/credits?cycle=1`),
  ],
  [
    "POST /api/certifications/:id/credits",
    (a, ids) => a.post(`/api/certifications/${ids.certification}/credits`, course),
  ],
  ["PUT /api/credits/:id", (a, ids) => a.put(`/api/credits/${ids.credit}`, course)],
  ["DELETE /api/credits/:id", (a, ids) => a.delete(`/api/credits/${ids.credit}`)],
  [
    "PUT /api/credits/:id/certificate",
    (a, ids) =>
      sendRaw(a, `/api/credits/${ids.credit}/certificate?name=b.pdf`, pdf, "application/pdf"),
  ],
  [
    "DELETE /api/credits/:id/certificate",
    (a, ids) => a.delete(`/api/credits/${ids.credit}/certificate`),
  ],
  ["GET /api/credits/:id/certificate", (a, ids) => a.get(`/api/credits/${ids.credit}/certificate`)],
  [
    "GET /api/credits/:id/certificate?download=1",
    (a, ids) => a.get(`/api/credits/${ids.credit}/certificate?download=1`),
  ],
  ["GET /api/files/<logo id>", (a, ids) => a.get(`/api/files/${ids.file}`)],
];

describe("another user's rows", () => {
  it.each(calls)(
    "%s answers 404, exactly as for a row that does not exist",
    async (_route, call) => {
      const before = await ownerRows();
      const theirs = await call(stranger.agent, ownerIds);
      expect(theirs.statusCode).toBe(404);
      const none = await call(stranger.agent, missingIds);
      expect(none.statusCode).toBe(404);
      expect(theirs.json()).toEqual(none.json());
      expect(await ownerRows()).toEqual(before);
    },
  );

  it.each(["abc", "0", "-1", "1.5", "1e3", "99999999999"])(
    "an id %s that cannot name a row answers the same 404 as a missing one",
    async (id) => {
      for (const [url, message] of [
        [`/api/certifications/${id}`, "Certification not found"],
        [`/api/certifications/${id}/credits`, "Certification not found"],
        [`/api/credits/${id}/certificate`, "Certificate not found"],
      ] as const) {
        const response = await stranger.agent.get(url);
        expect(response.statusCode, url).toBe(404);
        expect(response.json()).toEqual({ message });
      }
      const removal = await stranger.agent.delete(`/api/credits/${id}`);
      expect(removal.statusCode).toBe(404);
      expect(removal.json()).toEqual({ message: "Credit not found" });
    },
  );

  it("are all still there for their owner afterwards", async () => {
    const rows = await ownerRows();
    expect(rows.certification).toMatchObject([{ name: ownerName, creditsEarned: 3, cycle: 1 }]);
    expect(rows.credits).toMatchObject([{ id: ownerIds.credit, title: course.title }]);
    expect(rows.cycles).toEqual([]);
    expect(rows.files).toHaveLength(2);
    for (const call of calls.filter(([route]) => route.startsWith("GET"))) {
      expect((await call[1](owner.agent, ownerIds)).statusCode, call[0]).toBe(200);
    }
  });
});

describe("the other user's own views", () => {
  it("lists only their own certifications and counts only those", async () => {
    const list = await getList<Certification>(stranger.agent, "/api/certifications");
    expect(list).toEqual({ rows: [expect.objectContaining({ id: strangersOwn.id })], total: 1 });
    const search = encodeURIComponent("Owner's");
    expect(await getList(stranger.agent, `/api/certifications?search=${search}`)).toEqual({
      rows: [],
      total: 0,
    });
    expect((await stranger.agent.get("/api/certifications/allowance")).json()).toMatchObject({
      used: 1,
    });
  });

  it("shows a dashboard, calendar and activity feed of their own rows only", async () => {
    const dashboard = (await stranger.agent.get("/api/dashboard")).json<Dashboard>();
    expect(dashboard).toMatchObject({
      totalCertifications: 1,
      activeCertifications: 1,
      deadlinesIn90Days: 1,
    });
    expect(dashboard.upcomingDeadlines.map((row) => row.id)).toEqual([strangersOwn.id]);
    expect(dashboard.recentActivity.map((entry) => entry.certificationId)).toEqual([
      strangersOwn.id,
      strangersOwn.id,
    ]);

    const calendar = await stranger.agent.get("/api/calendar?from=2026-02-15&to=2026-03-31");
    const events = calendar.json<CalendarEvent[]>();
    expect(events.map((event) => event.type)).toEqual(["other", "deadline"]);
    expect(new Set(events.map((event) => event.certificationId))).toEqual(
      new Set([strangersOwn.id]),
    );

    const feed = await getList<Activity>(stranger.agent, "/api/activities");
    expect(feed.total).toBe(2);
    expect(feed.rows.every((entry) => entry.certificationId === strangersOwn.id)).toBe(true);
  });

  it("while the owner sees theirs in the same places", async () => {
    const dashboard = (await owner.agent.get("/api/dashboard")).json<Dashboard>();
    expect(dashboard.upcomingDeadlines.map((row) => row.id)).toEqual([ownerIds.certification]);
    const calendar = await owner.agent.get("/api/calendar?from=2026-02-15&to=2026-03-31");
    expect(calendar.json<CalendarEvent[]>().map((event) => event.id)).toEqual([
      `credit-${ownerIds.credit}`,
      `reporting-period-end-${ownerIds.certification}`,
      `expiration-${ownerIds.certification}`,
    ]);
  });
});
