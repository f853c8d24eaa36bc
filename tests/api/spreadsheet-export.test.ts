import { describe, expect, it } from "vitest";
import type { Certification } from "../../src/common/certifications/certification";
import type { Credit } from "../../src/common/certifications/credit";
import type { DryRun, ImportProgress } from "../../src/common/spreadsheets/spreadsheet-import";
import type { Agent } from "../support/agent";
import { addCertification, addCredit, getList } from "../support/certifications";
import { signedIn } from "../support/factories";
import { setUpTestApp } from "../support/test-app";

const now = "2026-11-24T15:00:00.000Z";
const t = setUpTestApp({ now });
const premium = { subscriptionStatus: "active" } as const;

async function download(agent: Agent, what: "certifications" | "credits") {
  const response = await agent.get(`/api/spreadsheets/${what}.csv`);
  expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
  expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
  expect(response.headers["cache-control"]).toBe("no-store");
  expect(response.headers["content-disposition"]).toContain(
    `filename="CertMinder ${what} 2026-11-24.csv"`,
  );
  expect([...response.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return response.rawPayload.toString("utf8");
}

/** Imports a downloaded file as the page does: its text without the byte order mark. */
async function importFile(agent: Agent, what: "certifications" | "credits", file: string) {
  const response = await agent.post(`/api/spreadsheets/${what}/import`, {
    text: file.replace(/^\uFEFF/, ""),
  });
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  const lines = response.body
    .trim()
    .split("\n")
    .map((line) => JSON.parse(line) as ImportProgress);
  return lines.at(-1);
}

/** What a user entered of each certification and credit, without ids and times. */
async function recordsOf(agent: Agent) {
  const { rows } = await getList<Certification>(agent, "/api/certifications?sort=name");
  const certifications = rows.map(
    ({ id: _id, createdAt: _c, updatedAt: _u, logo: _l, document: _d, ...fields }) => fields,
  );
  const credits: Record<string, unknown>[] = [];
  for (const row of rows) {
    const listed = await getList<Credit>(agent, `/api/certifications/${row.id}/credits`);
    for (const credit of listed.rows) {
      credits.push({
        certification: row.name,
        title: credit.title,
        provider: credit.provider,
        approvalNumber: credit.approvalNumber,
        description: credit.description,
        credits: credit.credits,
        completionDate: credit.completionDate,
        categories: credit.categories,
        shares: credit.shares.map((share) => share.name),
      });
    }
  }
  const order = (value: Record<string, unknown>) => JSON.stringify(value);
  return { certifications, credits: credits.sort((a, b) => order(a).localeCompare(order(b))) };
}

/** What a person has entered: two certifications, one with requirements, and two credits. */
async function enterRecords(agent: Agent) {
  const rn = await addCertification(agent, {
    name: "RN License, Texas",
    provider: "Zoë Ångström Board",
    licenseNumber: "=RN-1234",
    issuingBody: "Texas Board of Nursing",
    jurisdiction: "TX",
    renewalUrl: "https://www.bon.texas.gov/renew",
    renewalFee: 68.5,
    receivedDate: "2024-10-01",
    creditsRequired: 24.5,
    creditsUnit: "contact hours",
    requirements: {
      categories: [
        { name: "Ethics", kind: "minimum", credits: 2 },
        { name: "Implicit bias", kind: "minimum", credits: 1 },
        { name: "Self-study: online", kind: "cap", credits: 10.5 },
      ],
      carryOver: { maxCredits: 15, lastDays: 90 },
    },
  });
  const bls = await addCertification(agent, {
    name: "BLS",
    provider: null,
    receivedDate: null,
    expirationDate: "2027-03-31",
    reportingPeriodStart: null,
    reportingPeriodEnd: null,
    creditsRequired: 0,
    status: "inactive",
  });
  await addCredit(agent, rn.id, {
    title: '=HYPERLINK("http://evil.example","Ethics")',
    provider: "-2 Providers",
    approvalNumber: "CEP 16442",
    description: 'Line one,\nline "two"',
    credits: 1.25,
    completionDate: "2025-02-03",
    categories: ["Ethics", "Law; Rules"],
  });
  await addCredit(agent, rn.id, {
    title: "CPR refresher",
    credits: 4,
    completionDate: "2026-01-10",
    certificationIds: [bls.id],
  });
  return { rn, bls };
}

describe("GET /api/spreadsheets/<kind>.csv", () => {
  it("exports what re-imports into a fresh account unchanged, requirements included", async () => {
    const { agent } = await signedIn(t, premium);
    const other = await signedIn(t, premium);
    await addCertification(other.agent, { name: "Someone else's license" });
    await enterRecords(agent);

    const certificationsFile = await download(agent, "certifications");
    const creditsFile = await download(agent, "credits");
    expect(certificationsFile.split("\r\n")[0]).toBe(
      "\uFEFFName,Provider,Status,Received date,Expiration date,Reporting period start,Reporting period end,Credits required,Credits unit,License number,Issuing body,Jurisdiction,Renewal URL,Renewal fee,Requirement categories,Carry-over credits,Carry-over days",
    );
    expect(certificationsFile).not.toContain("Someone else");
    expect(certificationsFile).toContain("BLS,,Inactive,,2027-03-31,,,0,hours,,,,,,,,\r\n");
    expect(certificationsFile).toContain(
      ",68.5,Ethics: at least 2; Implicit bias: at least 1; Self-study: online: at most 10.5,15,90\r\n",
    );
    // Formula-like text is neutralised in the file, and taken back as typed by the import.
    expect(certificationsFile).toContain(",'=RN-1234,");
    expect(creditsFile.split("\r\n")[0]).toBe(
      "\uFEFFTitle,Provider,Approval number,Description,Credits,Completion date,Categories,Certifications",
    );
    expect(creditsFile).toContain(
      `"'=HYPERLINK(""http://evil.example"",""Ethics"")",'-2 Providers,CEP 16442,"Line one,\nline ""two""",1.25,2025-02-03,Ethics; Law; Rules,"RN License, Texas"\r\n`,
    );
    expect(creditsFile).toContain(`CPR refresher,,,,4,2026-01-10,,"BLS; RN License, Texas"\r\n`);

    const fresh = await signedIn(t, premium);
    const nothingThere = { updated: 0, skipped: 0 };
    expect(await importFile(fresh.agent, "certifications", certificationsFile)).toEqual({
      created: 2,
      ...nothingThere,
    });
    expect(await importFile(fresh.agent, "credits", creditsFile)).toEqual({
      created: 2,
      ...nothingThere,
    });
    const theirs = await recordsOf(fresh.agent);
    const mine = await recordsOf(agent);
    // Categories with their minimums and caps, and the carry-over, come back as they were.
    expect(theirs.certifications).toEqual(mine.certifications);
    expect(theirs.certifications.find((row) => row.name === "BLS")?.requirements).toEqual({
      categories: [],
      carryOver: null,
    });
    // "Law; Rules" was one category; a list cell cannot tell it from two.
    expect(theirs.credits).toEqual(
      mine.credits.map((credit) =>
        credit.title === "CPR refresher"
          ? credit
          : { ...credit, categories: ["Ethics", "Law", "Rules"] },
      ),
    );
  });
});

describe("importing an export into the account it came from", () => {
  it("finds every row already there and changes nothing, nor counts an hour twice", async () => {
    const { agent } = await signedIn(t, premium);
    await enterRecords(agent);
    const before = await recordsOf(agent);
    const certificationsFile = await download(agent, "certifications");
    const creditsFile = await download(agent, "credits");

    for (const [what, file] of [
      ["certifications", certificationsFile],
      ["credits", creditsFile],
    ] as const) {
      const checked = await agent.post(`/api/spreadsheets/${what}/dry-run`, {
        text: file.replace(/^\uFEFF/, ""),
      });
      expect(checked.json<DryRun>()).toMatchObject({
        rows: 2,
        valid: 2,
        existing: 2,
        existingLines: [2, 3],
        errorCount: 0,
      });
      expect(await importFile(agent, what, file)).toEqual({ created: 0, updated: 0, skipped: 2 });
    }
    const after = await recordsOf(agent);
    expect(after).toEqual(before);
    expect(after.certifications.map((row) => [row.name, row.creditsEarned])).toEqual([
      ["BLS", 4],
      ["RN License, Texas", 5.25],
    ]);
  });

  it("updates the rows already there when asked, writing the file's columns over them", async () => {
    const { agent } = await signedIn(t, premium);
    await enterRecords(agent);
    const before = await recordsOf(agent);
    const certificationsFile = (await download(agent, "certifications"))
      .replace("Zoë Ångström Board", "Texas BON")
      .replace("Implicit bias: at least 1", "Implicit bias: at least 2");
    const creditsFile = (await download(agent, "credits")).replace(
      "CPR refresher,,,,4",
      "CPR refresher,,AHA 2025-11,Hands-on,4",
    );
    const update = async (what: "certifications" | "credits", file: string) => {
      const response = await agent.post(`/api/spreadsheets/${what}/import`, {
        text: file.replace(/^\uFEFF/, ""),
        existing: "update",
      });
      expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
      return JSON.parse(response.body.trim().split("\n").at(-1) ?? "null");
    };
    expect(await update("certifications", certificationsFile)).toEqual({
      created: 0,
      updated: 2,
      skipped: 0,
    });
    expect(await update("credits", creditsFile)).toEqual({ created: 0, updated: 2, skipped: 0 });

    const after = await recordsOf(agent);
    const rn = after.certifications.find((row) => row.name === "RN License, Texas");
    expect(rn?.provider).toBe("Texas BON");
    expect(rn?.requirements.categories).toContainEqual({
      name: "Implicit bias",
      kind: "minimum",
      credits: 2,
    });
    expect(rn?.categoriesMissing).toContainEqual({ name: "Implicit bias", missing: 2 });
    expect(after.certifications.find((row) => row.name === "BLS")).toEqual(
      before.certifications.find((row) => row.name === "BLS"),
    );
    expect(after.credits).toHaveLength(before.credits.length);
    expect(after.credits.filter((credit) => credit.title === "CPR refresher")).toEqual(
      before.credits
        .filter((credit) => credit.title === "CPR refresher")
        .map((credit) => ({ ...credit, approvalNumber: "AHA 2025-11", description: "Hands-on" })),
    );
    expect(after.certifications.map((row) => [row.name, row.creditsEarned])).toEqual([
      ["BLS", 4],
      ["RN License, Texas", 5.25],
    ]);
  });
});
