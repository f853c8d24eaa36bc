import { adminOnlyMessage } from "@common/access";
import type { CatalogEntry } from "@common/opportunities";
import type { CatalogueCheck } from "@common/opportunity-import";
import type { ImportProgress } from "@common/spreadsheets/spreadsheet-import";
import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { adminAuditLog } from "../../src/server/db/schema";
import { signedInAdmin } from "../support/admin";
import { Agent } from "../support/agent";
import { getList } from "../support/certifications";
import { signedIn } from "../support/factories";
import { emptyCatalog, insertOpportunity } from "../support/opportunities";
import { setUpTestApp } from "../support/test-app";

const t = setUpTestApp({ now: "2026-11-24T12:00:00.000Z" });

const csv = (...lines: string[]) => `${lines.join("\r\n")}\r\n`;

const header =
  "title,provider,description,url,credits,creditsUnit,category,format,cost,startDate,endDate,professions,jurisdictions";

const csvCatalogue = csv(
  header,
  'Implicit Bias in Nursing,Clearwater Nursing Education,"Meets California\'s implicit bias rule.",https://clearwater.example.org/bias,2,contact hours,Implicit bias,Online course,0,,,Nursing,California',
  "Pharmacy Law 2027,Rx Practice Academy,Federal and state law.,https://rx.example.org/law,1.5,contact hours,Pharmacy law,Webinar,25,2027-01-20,2027-01-20,pharmacy; nursing,Texas; Florida",
);

const jsonCatalogue = JSON.stringify(
  [
    {
      title: "Ethics for CPAs",
      provider: "Ledgerline CPE",
      description: "Independence and objectivity.",
      url: "https://ledgerline.example.com/ethics",
      credits: 4,
      creditsUnit: "credits",
      category: "Professional ethics",
      format: "Webinar",
      cost: 99,
      startDate: "2027-02-01",
      professions: ["Accounting"],
      jurisdictions: ["Pennsylvania"],
    },
    {
      title: "Structural Loads",
      provider: "PDH Summit",
      description: "Wind and seismic loads.",
      url: "https://pdh.example.com/loads",
      credits: 3,
      creditsUnit: "hours",
      category: "Structural",
      format: "Self-study",
      cost: null,
    },
  ],
  null,
  2,
);

function progressOf(body: string): ImportProgress[] {
  return body
    .split("\n")
    .filter((line) => line !== "")
    .map((line) => JSON.parse(line) as ImportProgress);
}

async function checked(agent: Agent, body: object) {
  const response = await agent.post("/api/admin/opportunities/import/check", body);
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  return response.json<CatalogueCheck>();
}

async function imported(agent: Agent, body: object) {
  const response = await agent.post("/api/admin/opportunities/import", body);
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  expect(response.headers["content-type"]).toBe("application/x-ndjson; charset=utf-8");
  return progressOf(response.body);
}

async function catalogue(agent: Agent) {
  const list = await getList<CatalogEntry>(agent, "/api/admin/opportunities");
  return list.rows;
}

describe("importing a provider's catalogue", () => {
  it("checks a CSV catalogue, writing nothing, then imports it with its progress", async () => {
    await emptyCatalog(t.db);
    const { agent } = await signedInAdmin(t);
    const body = { format: "csv", text: csvCatalogue };

    expect(await checked(agent, body)).toEqual({
      rows: 2,
      adding: 2,
      updating: 0,
      updatingLines: [],
      errors: [],
      errorCount: 0,
    });
    expect(await catalogue(agent)).toEqual([]);

    expect(await imported(agent, body)).toEqual([
      { done: 0, total: 2 },
      { done: 2, total: 2 },
      { created: 2, updated: 0, skipped: 0 },
    ]);
    expect(await catalogue(agent)).toMatchObject([
      {
        title: "Implicit Bias in Nursing",
        credits: 2,
        cost: 0,
        startDate: null,
        professions: ["Nursing"],
        jurisdictions: ["California"],
      },
      {
        title: "Pharmacy Law 2027",
        credits: 1.5,
        creditsUnit: "contact hours",
        format: "Webinar",
        startDate: "2027-01-20",
        professions: ["Pharmacy", "Nursing"],
        jurisdictions: ["Texas", "Florida"],
      },
    ]);
  });

  it("imports a JSON catalogue, and a second import updates what is there rather than adding it twice", async () => {
    await emptyCatalog(t.db);
    const { agent, user } = await signedInAdmin(t);
    const body = { format: "json", text: jsonCatalogue };
    expect((await checked(agent, body)).adding).toBe(2);
    expect((await imported(agent, body)).at(-1)).toEqual({ created: 2, updated: 0, skipped: 0 });
    const first = await catalogue(agent);
    expect(first).toMatchObject([
      { title: "Ethics for CPAs", cost: 99, professions: ["Accounting"] },
      { title: "Structural Loads", cost: null, professions: [], jurisdictions: [] },
    ]);

    // The provider's next catalogue: the same course, differently spelt, at a new price.
    const next = JSON.stringify(
      [
        {
          ...JSON.parse(jsonCatalogue)[0],
          title: "  ethics for cpas ",
          provider: "LEDGERLINE CPE",
          cost: 129,
        },
        JSON.parse(jsonCatalogue)[1],
      ],
      null,
      2,
    );
    const entryStarts = next
      .split("\n")
      .flatMap((line, index) => (line === "  {" ? [index + 1] : []));
    expect(entryStarts[0]).toBe(2);
    expect(await checked(agent, { format: "json", text: next })).toMatchObject({
      adding: 0,
      updating: 2,
      updatingLines: entryStarts,
    });
    expect((await imported(agent, { format: "json", text: next })).at(-1)).toEqual({
      created: 0,
      updated: 1,
      skipped: 1,
    });
    const after = await catalogue(agent);
    expect(after).toHaveLength(2);
    expect(after[0]).toMatchObject({ id: first[0]?.id, title: "ethics for cpas", cost: 129 });

    const audit = await t.db
      .select({ action: adminAuditLog.action, details: adminAuditLog.details })
      .from(adminAuditLog)
      .where(eq(adminAuditLog.actorUserId, user.id))
      .orderBy(asc(adminAuditLog.id));
    expect(audit.map((line) => line.action)).toEqual([
      "opportunity_created",
      "opportunity_created",
      "opportunity_updated",
    ]);
    expect(audit[2]?.details).toMatchObject({ changed: ["title", "provider", "cost"] });
  });

  it("reports every bad row with its line and imports nothing until every row is good", async () => {
    await emptyCatalog(t.db);
    const { agent } = await signedInAdmin(t);
    const text = csv(
      header,
      "Good course,Provider,Fine.,https://p.example.org/good,1,hours,Ethics,Webinar,,,,,",
      "Bad course,Provider,Fine.,ftp://p.example.org/bad,0,minutes,Ethics,Podcast,,2027-02-01,2027-01-01,Plumbing,",
      "",
      "good course,provider,Again.,https://p.example.org/again,1,hours,Ethics,Webinar,,,,,",
    );
    const check = await checked(agent, { format: "csv", text });
    expect(check.rows).toBe(3);
    expect(check.adding).toBe(1);
    expect(check.errors.map((error) => [error.line, error.column])).toEqual([
      [3, "url"],
      [3, "credits"],
      [3, "creditsUnit"],
      [3, "format"],
      [3, "professions"],
      [5, "title"],
    ]);
    expect(check.errors.at(-1)?.message).toBe("The same provider and title as line 2");
    expect(check.errors.find((error) => error.column === "professions")?.message).toMatch(
      /^Unknown profession "Plumbing"/,
    );

    const refused = await agent.post("/api/admin/opportunities/import", { format: "csv", text });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      message: "2 rows have problems; nothing was imported",
      errorCount: 6,
    });
    expect(await catalogue(agent)).toEqual([]);
  });

  it("numbers a JSON entry's problems by the line it starts on, and refuses what is no list", async () => {
    await emptyCatalog(t.db);
    const { agent } = await signedInAdmin(t);
    const text = `[\n  ${JSON.stringify(JSON.parse(jsonCatalogue)[1])},\n  {"title": "No provider"},\n  "a text"\n]`;
    const check = await checked(agent, { format: "json", text });
    expect(check.errors.map((error) => error.line)).toEqual([3, 3, 3, 3, 3, 3, 3, 4]);
    expect(check.errors.at(-1)).toEqual({
      line: 4,
      column: "entry",
      message: "Each entry must be an object of the catalogue's columns",
    });

    const notList = await agent.post("/api/admin/opportunities/import/check", {
      format: "json",
      text: '{"title": "One"}',
    });
    expect(notList.statusCode).toBe(400);
    const broken = await agent.post("/api/admin/opportunities/import/check", {
      format: "json",
      text: "[{",
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toMatch(/^The file is not valid JSON/);
  });

  it("is for administrators only: 403 to a user, 401 when signed out", async () => {
    await emptyCatalog(t.db);
    await insertOpportunity(t.db, { title: "Kept" });
    const body = { format: "csv", text: csvCatalogue };
    for (const overrides of [{}, { subscriptionStatus: "active" as const }]) {
      const { agent } = await signedIn(t, overrides);
      for (const path of [
        "/api/admin/opportunities/import/check",
        "/api/admin/opportunities/import",
      ]) {
        const answer = await agent.post(path, body);
        expect(answer.statusCode).toBe(403);
        expect(answer.json()).toEqual({ message: adminOnlyMessage });
      }
    }
    const stranger = new Agent(t.app);
    expect((await stranger.post("/api/admin/opportunities/import", body)).statusCode).toBe(401);
    const { agent: admin } = await signedInAdmin(t);
    expect((await catalogue(admin)).map((row) => row.title)).toEqual(["Kept"]);
  });
});
