import { count, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Certification } from "../../src/common/certifications/certification";
import type { Credit } from "../../src/common/certifications/credit";
import type { DryRun, ImportProgress } from "../../src/common/spreadsheets/spreadsheet-import";
import {
  activities,
  certifications,
  creditCertifications,
  educationCredits,
} from "../../src/server/db/schema";
import { routeLimits } from "../../src/server/plugins/route-limits";
import type { Agent } from "../support/agent";
import { addCertification, addCredit, getList } from "../support/certifications";
import { signedIn } from "../support/factories";
import { setUpTestApp } from "../support/test-app";

const now = "2026-11-24T15:00:00.000Z";
const t = setUpTestApp({ now });

const premium = { subscriptionStatus: "active" } as const;
const url = (kind: "certifications" | "credits", step: "dry-run" | "import") =>
  `/api/spreadsheets/${kind}/${step}`;

const csv = (...lines: string[]) => `${lines.join("\r\n")}\r\n`;

/** The JSON lines of an import's answer. */
function progressOf(body: string): ImportProgress[] {
  return body
    .split("\n")
    .filter((line) => line !== "")
    .map((line) => JSON.parse(line) as ImportProgress);
}

async function dryRun(agent: Agent, kind: "certifications" | "credits", body: object) {
  const response = await agent.post(url(kind, "dry-run"), body);
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  return response.json<DryRun>();
}

async function imported(agent: Agent, kind: "certifications" | "credits", body: object) {
  const response = await agent.post(url(kind, "import"), body);
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  expect(response.headers["content-type"]).toBe("application/x-ndjson; charset=utf-8");
  return progressOf(response.body);
}

async function rowsOf(userId: number) {
  const [certificationCount] = await t.db
    .select({ n: count() })
    .from(certifications)
    .where(eq(certifications.userId, userId));
  const [creditCount] = await t.db
    .select({ n: count() })
    .from(educationCredits)
    .where(eq(educationCredits.userId, userId));
  const [activityCount] = await t.db
    .select({ n: count() })
    .from(activities)
    .where(eq(activities.userId, userId));
  return {
    certifications: certificationCount?.n,
    credits: creditCount?.n,
    activities: activityCount?.n,
  };
}

const licenses = csv(
  "Name,Provider,Expires,License #,Credits required,Unit,Status",
  "RN License,State Board of Nursing,09/30/2027,RN-1234,30,hours,Active",
  'BLS,"American Heart Association',
  'Basic Life Support",03/31/2027,,0,,',
  "",
  "ACLS,AHA,2027-02-30,,x,CEU,Retired",
  ",Nobody,12/31/2027,,,,",
  'CCRN,AACN,2027/12/31 00:00:00,C-77,"1,5",CEUs,inactive',
);

describe("POST /api/spreadsheets/certifications/dry-run", () => {
  it("reports every bad row's problems by its line as a spreadsheet numbers it, creating nothing", async () => {
    const { user, agent } = await signedIn(t, premium);
    const before = await rowsOf(user.id);
    const result = await dryRun(agent, "certifications", { text: licenses });
    expect(result.mapping).toMatchObject({
      name: "Name",
      provider: "Provider",
      expirationDate: "Expires",
      licenseNumber: "License #",
      creditsRequired: "Credits required",
      creditsUnit: "Unit",
      status: "Status",
      receivedDate: null,
    });
    expect(result).toMatchObject({ rows: 5, valid: 3, overLimit: 0, limit: null, errorCount: 4 });
    // The BLS record spans two lines of the file but is one row (3); the empty row is 4.
    expect(result.errors).toEqual([
      { line: 5, column: "Status", message: '"Retired" is not one of Active, Inactive, Expired' },
      {
        line: 5,
        column: "Expires",
        message: '"2027-02-30" is not a date; write it as YYYY-MM-DD or MM/DD/YYYY',
      },
      {
        line: 5,
        column: "Credits required",
        message: "Credits required must be a number of 0 or more with at most 2 decimal places",
      },
      { line: 6, column: "Name", message: "Name is required" },
    ]);
    expect(
      result.preview.map((row) => [row.line, row.values.name, row.values.expirationDate]),
    ).toEqual([
      [2, "RN License", "2027-09-30"],
      [3, "BLS", "2027-03-31"],
      [7, "CCRN", "2027-12-31"],
    ]);
    expect(result.preview[1]?.values.provider).toBe(
      "American Heart Association Basic Life Support",
    );
    expect(result.preview[2]?.values).toMatchObject({
      creditsRequired: "1.5",
      creditsUnit: "CEUs",
      status: "inactive",
    });
    expect(await rowsOf(user.id)).toEqual(before);
  });
});

const goodLicenses = csv(
  "Name,Provider,Expires,License #,Credits required,Unit,Reporting period start,Reporting period end",
  "RN License,State Board of Nursing,30/09/2027,RN-1234,30,hours,01/10/2025,30/09/2027",
  "BLS,American Heart Association,31/03/2027,,0,,,",
);

const goodCredits = csv(
  "Date,Course,Hours,Category,License",
  '15/01/2026,Ethics in Practice,"2,5",Ethics,rn license',
  "20/02/2026,CPR refresher,4,,BLS; RN License",
);

describe("POST /api/spreadsheets/<kind>/import", () => {
  it("creates exactly the rows, with their activity, and recounts progress", async () => {
    const { user, agent } = await signedIn(t, premium);
    const body = { text: goodLicenses, dateOrder: "day-first" };
    expect(await imported(agent, "certifications", body)).toEqual([
      { done: 0, total: 2 },
      { done: 2, total: 2 },
      { created: 2, updated: 0, skipped: 0 },
    ]);
    const { rows: listed } = await getList<Certification>(agent, "/api/certifications?sort=name");
    expect(listed).toMatchObject([
      { name: "BLS", expirationDate: "2027-03-31", creditsRequired: 0, creditsUnit: "hours" },
      {
        name: "RN License",
        provider: "State Board of Nursing",
        licenseNumber: "RN-1234",
        expirationDate: "2027-09-30",
        reportingPeriodStart: "2025-10-01",
        reportingPeriodEnd: "2027-09-30",
        creditsRequired: 30,
        creditsEarned: 0,
        creditsMissing: 30,
        status: "active",
      },
    ]);

    const credits = { text: goodCredits, dateOrder: "day-first" };
    const checked = await dryRun(agent, "credits", credits);
    expect(checked).toMatchObject({ rows: 2, valid: 2, errorCount: 0 });
    expect(checked.mapping).toMatchObject({
      completionDate: "Date",
      title: "Course",
      credits: "Hours",
      categories: "Category",
      certifications: "License",
    });
    expect(await imported(agent, "credits", credits)).toEqual([
      { done: 0, total: 2 },
      { done: 2, total: 2 },
      { created: 2, updated: 0, skipped: 0 },
    ]);
    const { rows: after } = await getList<Certification>(agent, "/api/certifications?sort=name");
    expect(after.map((row) => [row.name, row.creditsEarned, row.creditsMissing])).toEqual([
      ["BLS", 4, 0],
      ["RN License", 6.5, 23.5],
    ]);
    const rn = after.find((row) => row.name === "RN License");
    const { rows: rnCredits } = await getList<Credit>(
      agent,
      `/api/certifications/${rn?.id}/credits`,
    );
    expect(
      rnCredits.map((credit) => [
        credit.title,
        credit.credits,
        credit.completionDate,
        credit.categories,
      ]),
    ).toEqual(
      expect.arrayContaining([
        ["Ethics in Practice", 2.5, "2026-01-15", ["Ethics"]],
        ["CPR refresher", 4, "2026-02-20", []],
      ]),
    );
    const titles = (await t.db.select().from(activities).where(eq(activities.userId, user.id))).map(
      (row) => row.title,
    );
    expect(titles).toEqual(
      expect.arrayContaining([
        "Added RN License",
        "Added BLS",
        "Added 2.5 hours to RN License",
        "Added 4 hours to BLS",
        "Added 4 hours to RN License",
      ]),
    );
    expect(await rowsOf(user.id)).toMatchObject({ certifications: 2, credits: 2 });
  });

  it("refuses a file with a bad row, listing it, and creates nothing", async () => {
    const { user, agent } = await signedIn(t, premium);
    const response = await agent.post(url("certifications", "import"), { text: licenses });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: "2 rows have problems; nothing was imported",
      errorCount: 4,
      errors: expect.arrayContaining([{ line: 6, column: "Name", message: "Name is required" }]),
    });
    expect(await rowsOf(user.id)).toMatchObject({ certifications: 0, activities: 0 });
  });

  it("keeps nothing when a row fails while the import is being written", async () => {
    const { user, agent } = await signedIn(t, premium);
    // Row 700 is refused by the database itself, after the first 500 rows were written.
    await t.db.execute(sql`
      create or replace function refuse_unwritable() returns trigger language plpgsql as $$
      begin
        if new.name = 'Unwritable' then raise exception 'refused by the database'; end if;
        return new;
      end $$`);
    await t.db.execute(sql`
      create trigger refuse_unwritable before insert on certifications
      for each row execute function refuse_unwritable()`);
    try {
      const names = Array.from({ length: 800 }, (_, index) =>
        index === 698 ? "Unwritable" : `License ${index + 1}`,
      );
      const lines = await imported(agent, "certifications", {
        text: csv("Name", ...names),
      });
      expect(lines[0]).toEqual({ done: 0, total: 800 });
      expect(lines).toContainEqual({ done: 500, total: 800 });
      expect(lines.at(-1)).toEqual({ failed: "The import stopped; nothing was imported" });
      expect(await rowsOf(user.id)).toEqual({ certifications: 0, credits: 0, activities: 0 });
    } finally {
      await t.db.execute(sql`drop trigger refuse_unwritable on certifications`);
      await t.db.execute(sql`drop function refuse_unwritable()`);
    }
  });

  it("imports 5,000 credits in one go, reporting its progress", async () => {
    const { user, agent } = await signedIn(t, premium);
    const cpa = await addCertification(agent, {
      name: "CPA License",
      creditsRequired: 100_000,
      reportingPeriodStart: "2020-01-01",
      reportingPeriodEnd: "2027-12-31",
      expirationDate: "2027-12-31",
    });
    const rows = Array.from(
      { length: 5000 },
      (_, index) => `2026-0${(index % 9) + 1}-1${index % 10},Course ${index + 1},1.25,CPA License`,
    );
    const lines = await imported(agent, "credits", {
      text: csv("Completion date,Title,Credits,Certifications", ...rows),
    });
    const progress = lines.filter((line) => "done" in line);
    expect(progress.length).toBeGreaterThanOrEqual(10);
    expect(progress.at(-1)).toEqual({ done: 5000, total: 5000 });
    expect(lines.at(-1)).toEqual({ created: 5000, updated: 0, skipped: 0 });
    const { rows: listed } = await getList<Certification>(agent, "/api/certifications");
    expect(listed.find((row) => row.id === cpa.id)?.creditsEarned).toBe(6250);
    expect(await rowsOf(user.id)).toMatchObject({ credits: 5000 });
    const [shares] = await t.db
      .select({ n: count() })
      .from(creditCertifications)
      .where(eq(creditCertifications.certificationId, cpa.id));
    expect(shares?.n).toBe(5000);
    // 5,000 rows written on the embedded engine: under two seconds alone, but over 30 s on the
    // whole run's busy cores.
  }, 180_000);

  it("matches only the user's own certifications by name", async () => {
    const other = await signedIn(t, premium);
    await addCertification(other.agent, { name: "Their License" });
    const { user, agent } = await signedIn(t);
    await addCertification(agent, { name: "My License" });
    const text = csv(
      "Completion date,Title,Credits,Certifications",
      "2026-01-10,Course,1,Their License",
      "2026-01-11,Course,1,My License; Their License",
      "2026-01-12,Course,1,my license",
    );
    const result = await dryRun(agent, "credits", { text });
    const message = '"Their License" is not one of your certifications; import or add it first';
    expect(result.errors).toEqual([
      { line: 2, column: "Certifications", message },
      { line: 3, column: "Certifications", message },
    ]);
    expect(result.valid).toBe(1);
    expect((await agent.post(url("credits", "import"), { text })).statusCode).toBe(400);
    expect(await rowsOf(user.id)).toMatchObject({ credits: 0 });
  });

  it("says how many certifications are beyond the free plan, and imports none of them", async () => {
    const { user, agent } = await signedIn(t);
    await addCertification(agent, { name: "Held" });
    const text = csv("Name", "One", "Two", "Three", "Four");
    const result = await dryRun(agent, "certifications", { text });
    expect(result).toMatchObject({ valid: 4, overLimit: 2, limit: 3 });
    const response = await agent.post(url("certifications", "import"), { text });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      message:
        "The free plan holds up to 3 certifications; this file would add 2 more than that. Upgrade to premium to import them all.",
      upgradeUrl: "/subscribe",
    });
    expect(await rowsOf(user.id)).toMatchObject({ certifications: 1 });
  });

  it("refuses a credit completed in the future, as the form does", async () => {
    const { agent } = await signedIn(t);
    await addCertification(agent, { name: "RN" });
    const result = await dryRun(agent, "credits", {
      text: csv("Completion date,Title,Credits,Certifications", "11/25/2026,Course,1,RN"),
    });
    expect(result.errors).toEqual([
      { line: 2, column: "Completion date", message: "Completion date cannot be in the future" },
    ]);
  });
});

describe("rows already in CertMinder", () => {
  it("matches certifications by license number, else by name and issuing body", async () => {
    // Free plan, 3 certifications at most: 2 held, and the file adds only 1 that is new.
    const { user, agent } = await signedIn(t);
    await addCertification(agent, {
      name: "RN License",
      licenseNumber: "RN-448812",
      issuingBody: "California Board of Registered Nursing",
    });
    await addCertification(agent, {
      name: "BLS Provider",
      issuingBody: "American Heart Association",
    });
    const text = csv(
      "Name,License number,Issuing body",
      "Registered Nurse (CA),rn-448812 ,",
      "bls provider,,AMERICAN HEART ASSOCIATION",
      "BLS Provider,,American Red Cross",
    );
    const result = await dryRun(agent, "certifications", { text });
    expect(result).toMatchObject({
      rows: 3,
      valid: 3,
      existing: 2,
      existingLines: [2, 3],
      overLimit: 0,
      limit: 3,
    });
    expect(await imported(agent, "certifications", { text })).toEqual([
      { done: 0, total: 3 },
      { done: 1, total: 3 },
      { done: 3, total: 3 },
      { created: 1, updated: 0, skipped: 2 },
    ]);
    expect(await rowsOf(user.id)).toMatchObject({ certifications: 3 });
    const { rows } = await getList<Certification>(agent, "/api/certifications?sort=name");
    expect(rows.map((row) => [row.name, row.issuingBody])).toEqual([
      ["BLS Provider", "American Heart Association"],
      ["BLS Provider", "American Red Cross"],
      ["RN License", "California Board of Registered Nursing"],
    ]);
    // Another license number is another license, whatever its name.
    const other = csv("Name,License number", "RN License,RN-999");
    expect(await dryRun(agent, "certifications", { text: other })).toMatchObject({
      valid: 1,
      existing: 0,
      overLimit: 1,
    });
  });

  it("updates only the columns the file has, and counts an updated requirement", async () => {
    const { user, agent } = await signedIn(t, premium);
    const rn = await addCertification(agent, {
      name: "RN License",
      provider: "California BRN",
      licenseNumber: "RN-448812",
      requirements: {
        categories: [{ name: "Implicit bias", kind: "minimum", credits: 1 }],
        carryOver: { maxCredits: 5, lastDays: 60 },
      },
    });
    const text = csv(
      "Name,License #,Expires,Requirement categories",
      "RN License (California),RN-448812,2027-04-30,Implicit bias: at least 1; Self-study: at most 10",
    );
    const lines = await imported(agent, "certifications", { text, existing: "update" });
    expect(lines.at(-1)).toEqual({ created: 0, updated: 1, skipped: 0 });
    const { rows } = await getList<Certification>(agent, "/api/certifications");
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: rn.id,
      name: "RN License (California)",
      provider: "California BRN",
      expirationDate: "2027-04-30",
      requirements: {
        categories: [
          { name: "Implicit bias", kind: "minimum", credits: 1 },
          { name: "Self-study", kind: "cap", credits: 10 },
        ],
        carryOver: { maxCredits: 5, lastDays: 60 },
      },
    });
    expect(await rowsOf(user.id)).toMatchObject({ certifications: 1 });
  });

  it("skips a credit already there, even one whose certifications the row names in part", async () => {
    const { user, agent } = await signedIn(t, premium);
    const rn = await addCertification(agent, { name: "RN License", creditsRequired: 30 });
    const bls = await addCertification(agent, { name: "BLS" });
    await addCredit(agent, rn.id, {
      title: "Implicit Bias in Healthcare",
      credits: 2.5,
      completionDate: "2026-03-02",
      certificationIds: [bls.id],
    });
    const text = csv(
      "Title,Credits,Completion date,Certifications",
      "implicit bias in healthcare,2.50,03/02/2026,RN License",
      "Implicit Bias in Healthcare,2.5,03/03/2026,RN License",
      "Implicit Bias in Healthcare,3,03/02/2026,RN License",
    );
    const result = await dryRun(agent, "credits", { text });
    expect(result).toMatchObject({ valid: 3, existing: 1, existingLines: [2] });
    expect((await imported(agent, "credits", { text })).at(-1)).toEqual({
      created: 2,
      updated: 0,
      skipped: 1,
    });
    expect(await rowsOf(user.id)).toMatchObject({ credits: 3 });
    const { rows } = await getList<Certification>(agent, "/api/certifications?sort=name");
    expect(rows.map((row) => [row.name, row.creditsEarned])).toEqual([
      ["BLS", 2.5],
      ["RN License", 8],
    ]);
  });
});

describe("requirement columns", () => {
  it("imports categories and carry-over, and names the column of each problem", async () => {
    const { agent } = await signedIn(t, premium);
    const header =
      "Name,Credits required,Requirement categories,Carry-over credits,Carry-over days";
    const bad = csv(
      header,
      "RN License,30,Implicit bias at least 1,,",
      "NP License,30,Pharmacology: at least 0,10,",
      "CNS License,30,Ethics: at least 2; ethics: at most 4,,",
    );
    const checked = await dryRun(agent, "certifications", { text: bad });
    expect(checked.errors).toEqual([
      {
        line: 2,
        column: "Requirement categories",
        message:
          '"Implicit bias at least 1" is not a category rule; write them as "Ethics: at least 2; Self-study: at most 10"',
      },
      {
        line: 3,
        column: "Requirement categories",
        message: "Category credits must be a number above 0 with at most 2 decimal places",
      },
      {
        line: 3,
        column: "Carry-over days",
        message: "Carry-over days must be a whole number from 1 to 3650",
      },
      {
        line: 4,
        column: "Requirement categories",
        message: "Each category name can appear only once",
      },
    ]);
    const text = csv(header, "RN License,30,Implicit bias: at least 1,15,90", "BLS,0,,,");
    expect((await imported(agent, "certifications", { text })).at(-1)).toEqual({
      created: 2,
      updated: 0,
      skipped: 0,
    });
    const { rows } = await getList<Certification>(agent, "/api/certifications?sort=name");
    expect(rows.map((row) => [row.name, row.requirements, row.categoriesMissing])).toEqual([
      ["BLS", { categories: [], carryOver: null }, []],
      [
        "RN License",
        {
          categories: [{ name: "Implicit bias", kind: "minimum", credits: 1 }],
          carryOver: { maxCredits: 15, lastDays: 90 },
        },
        [{ name: "Implicit bias", missing: 1 }],
      ],
    ]);
  });
});

describe("files the import refuses", () => {
  const refusals: [string, string, number, string][] = [
    ["an empty file", "", 400, "The file is empty"],
    [
      "a file that is not CSV",
      'Name\r\n"RN License\r\n',
      400,
      "The file is not valid CSV: Quote Not Closed (line 3)",
    ],
    [
      "a header repeated",
      csv("Name,Expires,name", "RN,,"),
      400,
      'The file has two columns named "name"',
    ],
    [
      "no column for a required field",
      csv("Provider,Expires", "RN,"),
      400,
      "Choose the column for Name",
    ],
    ["no rows", csv("Name", "", ","), 400, "The file has no rows to import below its header"],
    [
      "text that was not UTF-8",
      csv("Name", "Zo�"),
      400,
      'The file is not UTF-8 text. In Excel, save it as "CSV UTF-8 (Comma delimited)"; in other programs, choose CSV with UTF-8',
    ],
    [
      "more than 10,000 rows",
      csv("Name", ...Array.from({ length: 10_001 }, (_, index) => `L${index}`)),
      400,
      "The file has 10,001 rows below its header; at most 10,000 can be imported at once",
    ],
    [
      "more than 5 MB",
      `Name\r\n${"é".repeat(2_700_000)}\r\n`,
      413,
      "The file must be 5 MB or smaller",
    ],
    [
      "more than 5 MB of characters",
      `Name\r\n${"x".repeat(5 * 1024 * 1024)}\r\n`,
      400,
      "text: The file must be 5 MB or smaller",
    ],
  ];
  it.each(refusals)(
    "refuses %s with a clear message, creating nothing",
    async (_, text, status, message) => {
      const { user, agent } = await signedIn(t, premium);
      for (const step of ["dry-run", "import"] as const) {
        const response = await agent.post(url("certifications", step), { text });
        expect(response.statusCode, step).toBe(status);
        expect(response.json()).toEqual({ message });
      }
      expect(await rowsOf(user.id)).toMatchObject({ certifications: 0 });
    },
  );

  it("refuses a mapping to a column the file does not have", async () => {
    const { agent } = await signedIn(t);
    const response = await agent.post(url("certifications", "dry-run"), {
      text: csv("Name", "RN"),
      mapping: { name: "Title" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'The file has no column named "Title"' });
  });

  it("refuses an import without the CSRF token (403)", async () => {
    const { user, agent } = await signedIn(t);
    const response = await agent.send("POST", url("certifications", "import"), {
      text: csv("Name", "RN"),
    });
    expect(response.statusCode).toBe(403);
    expect(await rowsOf(user.id)).toMatchObject({ certifications: 0 });
  });
});

describe("the import limit", () => {
  it("refuses more than 20 dry runs and imports a minute (together) with 429 and Retry-After", async () => {
    const { user, agent } = await signedIn(t);
    const body = { text: csv("Name", "RN License") };
    // A request refused by its schema is not counted: nothing was read.
    expect((await agent.post(url("certifications", "dry-run"), { text: 5 })).statusCode).toBe(400);
    for (let sent = 1; sent < routeLimits.imports.perMinute; sent += 1) {
      await dryRun(agent, "certifications", body);
    }
    await imported(agent, "certifications", body);

    const refused = await agent.post(url("certifications", "import"), body);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(refused.json()).toEqual({
      message: expect.stringMatching(/^Too many imports\. Please try again in \d+ seconds?\.$/),
    });
    expect((await agent.post(url("certifications", "dry-run"), body)).statusCode).toBe(429);
    expect(await rowsOf(user.id)).toMatchObject({ certifications: 1 });

    // Another account keeps its own allowance.
    const { agent: colleague } = await signedIn(t);
    expect((await colleague.post(url("certifications", "dry-run"), body)).statusCode).toBe(200);
  });
});
