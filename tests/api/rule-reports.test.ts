import type { Feedback, TriagedFeedback } from "@common/feedback";
import type { RuleSetStanding } from "@common/requirement-library/rule-reports";
import { beforeAll, describe, expect, it } from "vitest";
import { feedback } from "../../src/server/db/schema";
import { loadRequirementRules } from "../../src/server/features/requirement-library/load-rules";
import { readRuleFiles } from "../../src/server/features/requirement-library/rule-files";
import { signedInAdmin } from "../support/admin";
import { Agent } from "../support/agent";
import { addCertification, getList } from "../support/certifications";
import { signedIn } from "../support/factories";
import { setUpTestApp } from "../support/test-app";

const t = setUpTestApp({ now: "2026-11-28T12:00:00.000Z" });
const ruleSets = readRuleFiles();

/** Texas RNs' rule set gets a second version here, so some followers are on an older one. */
const texas = ruleSets.find((ruleSet) => ruleSet.id === "rn-texas");

beforeAll(async () => {
  if (!texas) throw new Error("rn-texas is in the library");
  await loadRequirementRules(t.db, ruleSets);
  await loadRequirementRules(t.db, [{ ...texas, version: 2 }]);
});

async function report(agent: Agent, id: string, body: unknown) {
  const response = await agent.post(`/api/requirement-library/${id}/reports`, body);
  t.clock.advance({ minutes: 1 });
  return response;
}

/** A certification of `agent`'s following the rule set `id` in `version`. */
function follow(agent: Agent, id: string, version: number) {
  return addCertification(agent, { ruleSet: { id, version } });
}

async function standingOf(agent: Agent, search: string) {
  const url = `/api/admin/requirement-library?search=${encodeURIComponent(search)}`;
  return getList<RuleSetStanding>(agent, url);
}

describe("POST /api/requirement-library/:id/reports", () => {
  it("sends a report about the rule set's version that administrators see in their triage", async () => {
    await t.db.delete(feedback);
    const { user, agent } = await signedIn(t);
    const { agent: admin } = await signedInAdmin(t);
    const message = "The board now asks 2 hours of implicit bias, not 1.";

    const sent = await report(agent, "rn-california", { version: 1, message: `  ${message} ` });
    expect(sent.statusCode, sent.body).toBe(201);
    const saved = sent.json<Feedback>();
    expect(saved).toMatchObject({
      type: "bug",
      category: "requirement-rule",
      subject: "Registered Nurse — California, version 1",
      message,
      rating: null,
      status: "pending",
    });
    const other = await agent.post("/api/feedback", {
      type: "general",
      category: "calendar",
      subject: "Calendar",
      message: "Nice calendar.",
    });
    expect(other.statusCode).toBe(201);

    const reports = await getList<TriagedFeedback>(
      admin,
      "/api/admin/feedback?category=requirement-rule",
    );
    expect(reports.total).toBe(1);
    expect(reports.rows[0]).toEqual({
      ...saved,
      author: { id: user.id, username: user.username, email: user.email },
      adminNote: null,
      ruleSet: { id: "rn-california", version: 1, name: "Registered Nurse — California" },
    });
    const all = await getList<TriagedFeedback>(admin, "/api/admin/feedback");
    expect(all.rows.map((row) => row.ruleSet?.id ?? null)).toEqual([null, "rn-california"]);

    const triaged = await admin.patch(`/api/admin/feedback/${saved.id}`, { status: "reviewed" });
    expect(triaged.statusCode).toBe(200);
    expect(triaged.json<TriagedFeedback>().ruleSet).toEqual({
      id: "rn-california",
      version: 1,
      name: "Registered Nurse — California",
    });
  });

  it("refuses a rule set or version the library does not have, and an empty or long message", async () => {
    await t.db.delete(feedback);
    const { agent } = await signedIn(t);
    const message = "The numbers are wrong.";

    const noVersion = await report(agent, "rn-california", { version: 9, message });
    expect(noVersion.statusCode).toBe(404);
    expect(noVersion.json()).toEqual({ message: "Rule set not found" });
    const noRuleSet = await report(agent, "rn-atlantis", { version: 1, message });
    expect(noRuleSet.statusCode).toBe(404);

    const empty = await report(agent, "rn-california", { version: 1, message: "   " });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain("Message is required");
    const long = await report(agent, "rn-california", { version: 1, message: "x".repeat(5001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain("Message must be at most 5000 characters");
    const noVersionGiven = await report(agent, "rn-california", { message });
    expect(noVersionGiven.statusCode).toBe(400);

    expect(await t.db.select().from(feedback)).toEqual([]);
  });

  it("answers 401 to someone signed out", async () => {
    const response = await report(new Agent(t.app), "rn-california", {
      version: 1,
      message: "Wrong.",
    });
    expect(response.statusCode).toBe(401);
  });
});

describe("GET /api/admin/requirement-library", () => {
  it("counts each rule set's followers, those on an older version, and the reports against it", async () => {
    await t.db.delete(feedback);
    const { agent: admin } = await signedInAdmin(t);
    const { agent: first } = await signedIn(t);
    const { agent: second } = await signedIn(t);
    const { agent: leaving } = await signedIn(t);
    await follow(first, "rn-texas", 1);
    await follow(first, "rn-texas", 2);
    await follow(second, "rn-texas", 1);
    await follow(second, "rn-california", 1);
    const left = await follow(leaving, "rn-texas", 2);
    const unfollowed = await leaving.put(`/api/certifications/${left.id}`, {
      ...left,
      ruleSet: null,
    });
    expect(unfollowed.statusCode, unfollowed.body).toBe(200);

    const message = "The hours changed.";
    const older = (await report(first, "rn-texas", { version: 1, message })).json<Feedback>();
    expect((await report(second, "rn-texas", { version: 2, message })).statusCode).toBe(201);
    expect((await report(second, "rn-california", { version: 1, message })).statusCode).toBe(201);
    const resolved = await admin.patch(`/api/admin/feedback/${older.id}`, { status: "resolved" });
    expect(resolved.statusCode).toBe(200);

    const { rows, total } = await standingOf(admin, "Registered Nurse — Texas");
    expect(total).toBe(1);
    expect(rows).toEqual([
      {
        id: "rn-texas",
        version: 2,
        name: "Registered Nurse — Texas",
        jurisdiction: "Texas",
        profession: texas?.profession,
        followers: { certifications: 3, users: 2 },
        onOlderVersion: 2,
        openReports: 1,
        reports: 2,
      },
    ]);

    const california = await standingOf(admin, "Registered Nurse — California");
    expect(california.rows[0]).toMatchObject({
      followers: { certifications: 1, users: 1 },
      onOlderVersion: 0,
      openReports: 1,
      reports: 1,
    });

    const againstTexas = await getList<TriagedFeedback>(
      admin,
      "/api/admin/feedback?ruleSet=rn-texas",
    );
    expect(againstTexas.rows.map((row) => row.ruleSet?.version)).toEqual([2, 1]);
  });

  it("lists every rule set in its current version, by name, paged", async () => {
    const { agent: admin } = await signedInAdmin(t);
    const { rows, total } = await getList<RuleSetStanding>(
      admin,
      "/api/admin/requirement-library?pageSize=5",
    );
    expect(total).toBe(ruleSets.length);
    expect(rows).toHaveLength(5);
    const names = rows.map((row) => row.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    const nurses = await getList<RuleSetStanding>(
      admin,
      "/api/admin/requirement-library?jurisdiction=texas&pageSize=100",
    );
    expect(nurses.rows.every((row) => row.jurisdiction === "Texas")).toBe(true);
    const past = await getList<RuleSetStanding>(
      admin,
      "/api/admin/requirement-library?pageSize=100&page=9",
    );
    expect(past).toEqual({ rows: [], total: ruleSets.length });
  });

  it("refuses anyone but an administrator in the admin area", async () => {
    const { agent: member } = await signedIn(t);
    expect((await member.get("/api/admin/requirement-library")).statusCode).toBe(403);
    const { agent: administrator } = await signedIn(t, { isAdmin: true });
    expect((await administrator.get("/api/admin/requirement-library")).statusCode).toBe(403);
    expect((await new Agent(t.app).get("/api/admin/requirement-library")).statusCode).toBe(401);
  });
});
