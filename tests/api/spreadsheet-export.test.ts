import { describe, expect, it } from "vitest";
import type { Certification } from "../../src/common/certifications/certification";
import type { Credit } from "../../src/common/certifications/credit";
import type { ImportProgress } from "../../src/common/spreadsheets/spreadsheet-import";
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

describe("GET /api/spreadsheets/<kind>.csv", () => {
  it("exports what re-imports into a fresh account unchanged", async () => {
    const { agent } = await signedIn(t, premium);
    const other = await signedIn(t, premium);
    await addCertification(other.agent, { name: "Someone else's license" });
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
        categories: [{ name: "Ethics", kind: "minimum", credits: 2 }],
        carryOver: null,
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

    const certificationsFile = await download(agent, "certifications");
    const creditsFile = await download(agent, "credits");
    expect(certificationsFile.split("\r\n")[0]).toBe(
      "\uFEFFName,Provider,Status,Received date,Expiration date,Reporting period start,Reporting period end,Credits required,Credits unit,License number,Issuing body,Jurisdiction,Renewal URL,Renewal fee",
    );
    expect(certificationsFile).not.toContain("Someone else");
    expect(certificationsFile).toContain("BLS,,Inactive,,2027-03-31,,,0,hours,,,,,\r\n");
    // Formula-like text is neutralised in the file, and taken back as typed by the import.
    expect(certificationsFile).toContain(",'=RN-1234,");
    expect(creditsFile.split("\r\n")[0]).toBe(
      "\uFEFFTitle,Provider,Description,Credits,Completion date,Categories,Certifications",
    );
    expect(creditsFile).toContain(
      `"'=HYPERLINK(""http://evil.example"",""Ethics"")",'-2 Providers,"Line one,\nline ""two""",1.25,2025-02-03,Ethics; Law; Rules,"RN License, Texas"\r\n`,
    );
    expect(creditsFile).toContain(`CPR refresher,,,4,2026-01-10,,"BLS; RN License, Texas"\r\n`);

    const fresh = await signedIn(t, premium);
    expect(await importFile(fresh.agent, "certifications", certificationsFile)).toEqual({
      created: 2,
    });
    expect(await importFile(fresh.agent, "credits", creditsFile)).toEqual({ created: 2 });
    const theirs = await recordsOf(fresh.agent);
    const mine = await recordsOf(agent);
    // Requirements (category minimums) are not spreadsheet columns: the backup carries them.
    const withoutRequirements = (records: typeof mine) =>
      records.certifications.map(
        ({ requirements: _r, categoriesMissing: _m, creditsMissing: _c, ...rest }) => rest,
      );
    expect(withoutRequirements(theirs)).toEqual(withoutRequirements(mine));
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
