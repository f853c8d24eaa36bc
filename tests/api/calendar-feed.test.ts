import {
  type CalendarFeedCreated,
  type CalendarFeedState,
  calendarFeedMessages,
} from "@common/calendar-feed";
import { eq } from "drizzle-orm";
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { calendarFeeds, users } from "../../src/server/db/schema";
import { feedFetchesPerHour } from "../../src/server/features/calendar/feed-fetch-limits";
import { loggedUrl } from "../../src/server/logger";
import { Agent } from "../support/agent";
import { addCertification, addCredit, certificationForm } from "../support/certifications";
import { signedIn } from "../support/factories";
import { setUpTestApp } from "../support/test-app";

const now = "2026-03-01T12:00:00.000Z";
const t = setUpTestApp({ now });

type Owner = Awaited<ReturnType<typeof signedIn>>;

async function createFeed(owner: Owner, body: Record<string, unknown> = {}) {
  const response = await owner.agent.post("/api/calendar-feed", body);
  expect(response.statusCode, response.body).toBe(201);
  const created = response.json<CalendarFeedCreated>();
  return { ...created, path: new URL(created.url).pathname };
}

/** A calendar app: no account, no cookie, its own address. */
function calendarApp() {
  return new Agent(t.app);
}

async function fetchFeed(path: string, headers: Record<string, string> = {}) {
  return calendarApp().get(path, headers);
}

type FeedEvent = {
  uid: string;
  summary: string;
  description: string;
  start: string;
  allDay: boolean;
  end: string;
  url: string | null;
  alarmSeconds: number[];
};

/** The feed as a calendar app reads it, parsed back with ical.js. */
async function readFeed(path: string) {
  const response = await fetchFeed(path);
  expect(response.statusCode, response.body).toBe(200);
  const calendar = new ICAL.Component(ICAL.parse(response.body));
  const events: FeedEvent[] = calendar.getAllSubcomponents("vevent").map((component) => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      summary: event.summary,
      description: event.description,
      start: event.startDate.toString(),
      allDay: event.startDate.isDate,
      end: event.endDate.toString(),
      url: String(component.getFirstPropertyValue("url") ?? "") || null,
      alarmSeconds: component
        .getAllSubcomponents("valarm")
        .map((alarm) => (alarm.getFirstPropertyValue("trigger") as ICAL.Duration).toSeconds()),
    };
  });
  return {
    response,
    calendar,
    events,
    bySummary: (summary: string) => eventNamed(events, summary),
  };
}

function eventNamed(events: FeedEvent[], summary: string): FeedEvent {
  const event = events.find((candidate) => candidate.summary === summary);
  if (!event)
    throw new Error(`no event "${summary}" in ${events.map((e) => e.summary).join("; ")}`);
  return event;
}

const day = 24 * 60 * 60;

describe("creating the feed", () => {
  it("answers its address once; afterwards only that it exists, and stores only a hash", async () => {
    const owner = await signedIn(t);
    expect((await owner.agent.get("/api/calendar-feed")).json()).toEqual({ feed: null });

    const created = await createFeed(owner);
    const token = created.path.replace(/^\/ics\//, "").replace(/\.ics$/, "");
    expect(created.url).toBe(`http://localhost:5000/ics/${token}.ics`);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(created.webcalUrl).toBe(`webcal://localhost:5000/ics/${token}.ics`);
    expect(created.feed).toEqual({ includeCredits: false, createdAt: now, lastFetchedAt: null });

    const state = await owner.agent.get("/api/calendar-feed");
    expect(state.json<CalendarFeedState>()).toEqual({ feed: created.feed });
    expect(state.body).not.toContain(token);

    const rows = await t.db
      .select()
      .from(calendarFeeds)
      .where(eq(calendarFeeds.userId, owner.user.id));
    expect(rows).toHaveLength(1);
    for (const value of Object.values(rows[0] ?? {})) expect(String(value)).not.toContain(token);
    expect(loggedUrl(created.path)).not.toContain(token);
  });

  it("refuses options that are not true or false, and changes nothing", async () => {
    const owner = await signedIn(t);
    for (const includeCredits of ["yes", 1, null]) {
      const response = await owner.agent.post("/api/calendar-feed", { includeCredits });
      expect(response.statusCode, String(includeCredits)).toBe(400);
      expect(response.json().message).toContain(calendarFeedMessages.includeCredits);
    }
    expect((await owner.agent.get("/api/calendar-feed")).json()).toEqual({ feed: null });

    const patched = await owner.agent.patch("/api/calendar-feed", { includeCredits: true });
    expect(patched.statusCode).toBe(404);
    expect(patched.json()).toEqual({ message: calendarFeedMessages.notFound });

    await createFeed(owner);
    const missing = await owner.agent.patch("/api/calendar-feed", {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain(calendarFeedMessages.includeCredits);
  });
});

describe("the feed", () => {
  it("holds every deadline as an all-day event, with an alarm at the user's lead time", async () => {
    const owner = await signedIn(t, {
      firstName: "Ada",
      lastName: "Lovelace",
      notifyDaysInAdvance: 45,
    });
    const rn = await addCertification(owner.agent, {
      name: "RN License",
      expirationDate: "2026-09-30",
      reportingPeriodEnd: "2026-08-31",
      creditsRequired: 30,
    });
    await addCredit(owner.agent, rn.id, { credits: 12, completionDate: "2026-01-10" });
    const bls = await addCertification(owner.agent, {
      name: "BLS",
      expirationDate: "2027-01-31",
      reportingPeriodEnd: "2027-01-31",
      creditsRequired: 0,
    });
    await addCertification(owner.agent, {
      name: "Old Permit",
      status: "inactive",
      expirationDate: "2026-06-30",
      reportingPeriodEnd: null,
    });
    const { path } = await createFeed(owner);

    const { response, calendar, events, bySummary } = await readFeed(path);
    expect(response.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(response.headers["cache-control"]).toMatch(/^private, max-age=\d+$/);
    expect(response.headers["x-robots-tag"]).toBe("noindex, nofollow");
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe("CertMinder — Ada Lovelace");
    expect(calendar.getFirstPropertyValue("x-published-ttl")?.toString()).toBe("PT6H");
    expect(calendar.getFirstPropertyValue("refresh-interval")?.toString()).toBe("PT6H");

    expect(events.map((event) => event.summary).sort()).toEqual([
      "BLS expires and its reporting period ends",
      "RN License expires",
      "RN License reporting period ends",
    ]);
    const expires = bySummary("RN License expires");
    expect(expires).toMatchObject({
      uid: `certification-${rn.id}-expiration@localhost`,
      start: "2026-09-30",
      end: "2026-10-01",
      allDay: true,
    });
    expect(expires.description).toContain("Credits: 12 of 30 hours earned, 18 still to earn.");
    expect(expires.description).toContain(`http://localhost:5000/certifications/${rn.id}`);
    // 9 in the morning, 45 days before the deadline's day.
    expect(expires.alarmSeconds).toEqual([-(45 * day - 9 * 60 * 60)]);
    expect(bySummary("RN License reporting period ends")).toMatchObject({
      uid: `certification-${rn.id}-reporting-period-end@localhost`,
      start: "2026-08-31",
      allDay: true,
    });
    const both = bySummary("BLS expires and its reporting period ends");
    expect(both).toMatchObject({
      uid: `certification-${bls.id}-expiration@localhost`,
      start: "2027-01-31",
    });
    expect(both.description).not.toContain("Credits:");
  });

  it("keeps each event's UID across fetches and after an unrelated edit", async () => {
    const owner = await signedIn(t);
    const rn = await addCertification(owner.agent, { name: "RN License" });
    const other = await addCertification(owner.agent, {
      name: "CCRN",
      expirationDate: "2027-03-31",
    });
    const { path } = await createFeed(owner);
    const uidsOf = (events: FeedEvent[]) =>
      events.filter((event) => event.summary.startsWith("RN License")).map((event) => event.uid);

    const first = uidsOf((await readFeed(path)).events);
    expect(first).toEqual([`certification-${rn.id}-expiration@localhost`]);
    expect(uidsOf((await readFeed(path)).events)).toEqual(first);

    const edited = await owner.agent.put(
      `/api/certifications/${other.id}`,
      certificationForm({ name: "CCRN Pediatrics", expirationDate: "2027-04-30" }),
    );
    expect(edited.statusCode).toBe(200);
    const after = await readFeed(path);
    expect(uidsOf(after.events)).toEqual(first);
    expect(after.bySummary("CCRN Pediatrics expires").uid).toBe(
      `certification-${other.id}-expiration@localhost`,
    );
  });

  it("shows only its owner's certifications", async () => {
    const ada = await signedIn(t);
    const grace = await signedIn(t);
    await addCertification(ada.agent, { name: "Ada's License", reportingPeriodEnd: null });
    await addCertification(grace.agent, { name: "Grace's License", reportingPeriodEnd: null });
    const adaFeed = await createFeed(ada);
    const graceFeed = await createFeed(grace);

    const adas = (await readFeed(adaFeed.path)).events.map((event) => event.summary);
    const graces = (await readFeed(graceFeed.path)).events.map((event) => event.summary);
    expect(adas).toEqual(["Ada's License expires"]);
    expect(graces).toEqual(["Grace's License expires"]);
  });

  it("lists completed credits only when the owner chooses them", async () => {
    const owner = await signedIn(t);
    const rn = await addCertification(owner.agent, { name: "RN License" });
    await addCredit(owner.agent, rn.id, {
      title: "Wound Care Update",
      credits: 3.5,
      completionDate: "2026-02-02",
    });
    const { path } = await createFeed(owner);
    expect(
      (await readFeed(path)).events.some((event) => event.summary.includes("Wound Care")),
    ).toBe(false);

    const chosen = await owner.agent.patch("/api/calendar-feed", { includeCredits: true });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json<CalendarFeedState>().feed?.includeCredits).toBe(true);
    const credit = (await readFeed(path)).bySummary("Completed: Wound Care Update");
    expect(credit).toMatchObject({ start: "2026-02-02", allDay: true, alarmSeconds: [] });
    expect(credit.description).toContain("3.5 hours completed");
    expect(credit.description).toContain("Counts toward: RN License.");

    await owner.agent.patch("/api/calendar-feed", { includeCredits: false });
    expect(
      (await readFeed(path)).events.some((event) => event.summary.includes("Wound Care")),
    ).toBe(false);
  });

  it("says a credit in its certification's unit, links to that certification, and never counts it toward one whose period it is outside", async () => {
    const owner = await signedIn(t);
    // A new RN: her license asks for contact hours over the period 2024-01-15 – 2026-09-30; her
    // BLS card's period only started after the course.
    const rn = await addCertification(owner.agent, {
      name: "RN License",
      creditsUnit: "contact hours",
    });
    const bls = await addCertification(owner.agent, {
      name: "BLS",
      reportingPeriodStart: "2026-02-15",
      reportingPeriodEnd: "2028-02-15",
      expirationDate: "2028-02-15",
    });
    await addCredit(owner.agent, rn.id, {
      title: "Implicit Bias in Healthcare",
      provider: "California Nurses CE",
      credits: 1,
      completionDate: "2026-02-02",
      certificationIds: [rn.id, bls.id],
    });
    await addCredit(owner.agent, bls.id, {
      title: "Airway Skills Refresher",
      credits: 1.5,
      completionDate: "2026-02-20",
    });
    const { path } = await createFeed(owner, { includeCredits: true });
    const feed = await readFeed(path);

    const bias = feed.bySummary("Completed: Implicit Bias in Healthcare");
    expect(bias.description.split("\n\n")).toEqual([
      "1 contact hour completed (California Nurses CE).",
      "Counts toward: RN License.",
      "Does not count toward BLS (1 hour): completed outside its reporting period.",
      `Open in CertMinder: http://localhost:5000/certifications/${rn.id}`,
    ]);
    expect(bias.url).toBe(`http://localhost:5000/certifications/${rn.id}`);

    const airway = feed.bySummary("Completed: Airway Skills Refresher");
    expect(airway.description.split("\n\n")).toEqual([
      "1.5 hours completed.",
      "Counts toward: BLS.",
      `Open in CertMinder: http://localhost:5000/certifications/${bls.id}`,
    ]);
    expect(airway.url).toBe(`http://localhost:5000/certifications/${bls.id}`);
  });

  it("answers 404, revealing nothing, to an unknown token or anything that is not one", async () => {
    const unknownRoute = await fetchFeed("/no-such-file.ics");
    for (const path of [
      `/ics/${"A".repeat(43)}.ics`,
      "/ics/short.ics",
      `/ics/${"A".repeat(43)}.ical`,
      `/ics/${"A".repeat(44)}.ics`,
    ]) {
      const response = await fetchFeed(path);
      expect(response.statusCode, path).toBe(404);
      expect(response.body).toBe(unknownRoute.body);
      expect(response.headers["cache-control"]).toBe("no-store");
    }
  });
  it("stops answering while its owner's account is disabled", async () => {
    const owner = await signedIn(t);
    const { path } = await createFeed(owner);
    await t.db.update(users).set({ isEnabled: false }).where(eq(users.id, owner.user.id));
    expect((await fetchFeed(path)).statusCode).toBe(404);
    await t.db.update(users).set({ isEnabled: true }).where(eq(users.id, owner.user.id));
    expect((await fetchFeed(path)).statusCode).toBe(200);
  });
});

describe("revoking and creating again", () => {
  it("stops the old address at once; a new one works while the old stays 404", async () => {
    const owner = await signedIn(t);
    await addCertification(owner.agent, { name: "RN License", reportingPeriodEnd: null });
    const first = await createFeed(owner);
    expect((await fetchFeed(first.path)).statusCode).toBe(200);

    const revoked = await owner.agent.delete("/api/calendar-feed");
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toEqual({ feed: null });
    expect((await fetchFeed(first.path)).statusCode).toBe(404);

    const second = await createFeed(owner);
    expect(second.path).not.toBe(first.path);
    expect((await readFeed(second.path)).events.map((event) => event.summary)).toEqual([
      "RN License expires",
    ]);
    expect((await fetchFeed(first.path)).statusCode).toBe(404);

    // Creating again replaces the address too, keeping the option chosen.
    await owner.agent.patch("/api/calendar-feed", { includeCredits: true });
    const third = await createFeed(owner);
    expect(third.feed.includeCredits).toBe(true);
    expect((await fetchFeed(second.path)).statusCode).toBe(404);
    expect((await fetchFeed(third.path)).statusCode).toBe(200);
  });

  it("lets no one else revoke my feed", async () => {
    const owner = await signedIn(t);
    const stranger = await signedIn(t);
    const { path } = await createFeed(owner);
    const refused = await stranger.agent.delete("/api/calendar-feed");
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ message: calendarFeedMessages.notFound });
    expect((await fetchFeed(path)).statusCode).toBe(200);
    expect(
      (await owner.agent.get("/api/calendar-feed")).json<CalendarFeedState>().feed,
    ).not.toBeNull();
  });
});

describe("polling", () => {
  it("answers 304 without a body while nothing changed, and a new ETag after a change", async () => {
    const owner = await signedIn(t);
    const rn = await addCertification(owner.agent, { name: "RN License" });
    const { path } = await createFeed(owner);
    const first = await fetchFeed(path);
    const etag = first.headers.etag;
    const lastModified = first.headers["last-modified"];
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect(lastModified).toBe(new Date(now).toUTCString());

    const again = await fetchFeed(path, { "if-none-match": String(etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    expect(again.headers.etag).toBe(etag);
    const since = await fetchFeed(path, { "if-modified-since": String(lastModified) });
    expect(since.statusCode).toBe(304);

    t.clock.advance({ minutes: 120 });
    await owner.agent.put(
      `/api/certifications/${rn.id}`,
      certificationForm({ name: "RN License", expirationDate: "2026-12-31" }),
    );
    const changed = await fetchFeed(path, { "if-none-match": String(etag) });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.body).toContain("DTSTART;VALUE=DATE:20261231");
    const changedSince = await fetchFeed(path, { "if-modified-since": String(lastModified) });
    expect(changedSince.statusCode).toBe(200);
    expect(new Date(String(changedSince.headers["last-modified"])).getTime()).toBeGreaterThan(
      new Date(String(lastModified)).getTime(),
    );

    // A deleted certification changes the feed too, though no remaining row changed.
    const beforeDelete = changed.headers.etag;
    expect((await owner.agent.delete(`/api/certifications/${rn.id}`)).statusCode).toBe(204);
    const deleted = await fetchFeed(path, { "if-none-match": String(beforeDelete) });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.body).not.toContain("RN License");
  });

  it("moves the alarms and the ETag when the user changes their lead time", async () => {
    const owner = await signedIn(t, { notifyDaysInAdvance: 30 });
    await addCertification(owner.agent, { name: "RN License" });
    const { path } = await createFeed(owner);
    const before = await readFeed(path);
    expect(before.events[0]?.alarmSeconds).toEqual([-(30 * day - 9 * 60 * 60)]);

    const changed = await owner.agent.patch("/api/user/notification-preferences", {
      notifyDaysInAdvance: 60,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const after = await readFeed(path);
    expect(after.events[0]?.alarmSeconds).toEqual([-(60 * day - 9 * 60 * 60)]);
    expect(after.response.headers.etag).not.toBe(before.response.headers.etag);
  });

  it("records the last fetch, writing it at most once an hour", async () => {
    const owner = await signedIn(t);
    const { path } = await createFeed(owner);
    await fetchFeed(path);
    const stateAt = async () =>
      (await owner.agent.get("/api/calendar-feed")).json<CalendarFeedState>().feed?.lastFetchedAt;
    expect(await stateAt()).toBe(now);
    t.clock.advance({ minutes: 30 });
    await fetchFeed(path);
    expect(await stateAt()).toBe(now);
    t.clock.advance({ minutes: 31 });
    await fetchFeed(path);
    expect(await stateAt()).toBe("2026-03-01T13:01:00.000Z");
  });

  it("refuses a feed fetched more often than any calendar app polls", async () => {
    const owner = await signedIn(t);
    const { path } = await createFeed(owner);
    const other = await createFeed(await signedIn(t));
    for (let fetch = 0; fetch < feedFetchesPerHour; fetch += 1) {
      expect((await fetchFeed(path)).statusCode).toBe(200);
    }
    const refused = await fetchFeed(path);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect((await fetchFeed(other.path)).statusCode).toBe(200);
  });
});
