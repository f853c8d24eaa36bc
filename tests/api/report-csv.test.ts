import { describe, expect, it } from "vitest";
import { routeLimits } from "../../src/server/plugins/route-limits";
import type { Agent } from "../support/agent";
import { addCertification, addCredit, png, sendRaw } from "../support/certifications";
import { signedIn } from "../support/factories";
import { setUpTestApp } from "../support/test-app";

const now = "2026-11-24T15:00:00.000Z";
const t = setUpTestApp({ now });

const premium = { subscriptionStatus: "active" } as const;
const csvUrl = (id: number, query = "") => `/api/reports/certifications/${id}/credits.csv${query}`;
const header =
  "Date,Title,Provider,Approval number,Credits,Counted,Unit,Categories,Certificate on file,Certificate file,Note";

async function csvOf(agent: Agent, url: string) {
  const response = await agent.get(url);
  expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
  return response;
}

/** The records of a CSV answer (CRLF-separated; no cell here holds a line break). */
const recordsOf = (body: string) => body.replace(/^\uFEFF/, "").split("\r\n");

async function license(agent: Agent) {
  return addCertification(agent, {
    name: "CPA License",
    creditsUnit: "credits",
    reportingPeriodStart: "2025-01-01",
    reportingPeriodEnd: "2026-12-31",
    expirationDate: "2026-12-31",
    creditsRequired: 40,
    requirements: {
      categories: [{ name: "Ethics", kind: "minimum", credits: 4 }],
      carryOver: null,
    },
  });
}

describe("GET /api/reports/certifications/:id/credits.csv", () => {
  it("lists the cycle's credits as UTF-8 with a byte order mark, CRLF and quoting", async () => {
    const { agent } = await signedIn(t, premium);
    const cpa = await license(agent);
    const ethics = await addCredit(agent, cpa.id, {
      title: 'Ethics for CPAs, "Texas" edition',
      provider: "Zoë Ångström Académie",
      approvalNumber: "CPE-2025-0113",
      credits: 4,
      completionDate: "2025-02-03",
      categories: ["Ethics", "Regulatory Review"],
    });
    await sendRaw(agent, `/api/credits/${ethics.id}/certificate?name=cert.png`, png, "image/png");
    await addCredit(agent, cpa.id, {
      title: "Łukasz Wróbel on Ελληνικά accounting",
      credits: 1.5,
      completionDate: "2025-07-20",
    });
    await addCredit(agent, cpa.id, {
      title: "Year-end tax update",
      credits: 8,
      completionDate: "2024-11-30",
    });

    const response = await csvOf(agent, csvUrl(cpa.id));
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.headers["content-disposition"]).toBe(
      `attachment; filename="CPA License credits 2026-11-24.csv"; filename*=UTF-8''CPA%20License%20credits%202026-11-24.csv`,
    );
    // The byte order mark, as bytes: what makes Excel read the file as UTF-8.
    expect([...response.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const body = response.rawPayload.toString("utf8");
    expect(body.endsWith("\r\n")).toBe(true);
    expect(body.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);

    expect(recordsOf(body)).toEqual([
      header,
      "2024-11-30,Year-end tax update,,,8,0,credits,,No,,Completed before this reporting period started; it does not count",
      '2025-02-03,"Ethics for CPAs, ""Texas"" edition",Zoë Ångström Académie,CPE-2025-0113,4,4,credits,Ethics; Regulatory Review,Yes,"2025-02-03 Ethics for CPAs, _Texas_ edition.png",4 credits count; they also count toward ethics',
      "2025-07-20,Łukasz Wróbel on Ελληνικά accounting,,,1.5,1.5,credits,,No,,1.5 credits count",
      "",
    ]);
  });

  it("neutralises cells a spreadsheet would run as formulas", async () => {
    const { agent } = await signedIn(t, premium);
    const cpa = await license(agent);
    const titles = ["=cmd|' /C calc'!A0", "+1", "-2", "@x", '=HYPERLINK("http://x.test","open")'];
    for (const title of titles) {
      await addCredit(agent, cpa.id, { title, provider: "=1+1", completionDate: "2025-05-01" });
    }

    const rows = recordsOf((await csvOf(agent, csvUrl(cpa.id))).rawPayload.toString("utf8"));
    const tail = ",2,2,credits,,No,,2 credits count";
    expect(rows.slice(1)).toEqual([
      `2025-05-01,'=cmd|' /C calc'!A0,'=1+1,${tail}`,
      `2025-05-01,'+1,'=1+1,${tail}`,
      `2025-05-01,'-2,'=1+1,${tail}`,
      `2025-05-01,'@x,'=1+1,${tail}`,
      `2025-05-01,"'=HYPERLINK(""http://x.test"",""open"")",'=1+1,${tail}`,
      "",
    ]);
  });

  it("gives a past cycle's credits only, and the current cycle's by default", async () => {
    const { agent } = await signedIn(t, premium);
    const cpa = await license(agent);
    await addCredit(agent, cpa.id, { title: "Audit sampling", completionDate: "2025-04-01" });
    const renewal = await agent.post(`/api/certifications/${cpa.id}/renew`, {
      receivedDate: "2026-11-01",
      expirationDate: "2028-12-31",
      reportingPeriodStart: "2027-01-01",
      reportingPeriodEnd: "2028-12-31",
      creditsRequired: 40,
    });
    expect(renewal.statusCode).toBe(200);

    const past = await csvOf(agent, csvUrl(cpa.id, "?cycle=1"));
    expect(recordsOf(past.rawPayload.toString("utf8"))).toHaveLength(3);
    expect(past.rawPayload.toString("utf8")).toContain("Audit sampling");
    expect(past.headers["content-disposition"]).toContain(
      'filename="CPA License cycle 1 credits 2026-11-24.csv"',
    );
    const current = await csvOf(agent, csvUrl(cpa.id));
    expect(recordsOf(current.rawPayload.toString("utf8"))).toEqual([header, ""]);
    expect((await agent.get(csvUrl(cpa.id, "?cycle=9"))).statusCode).toBe(404);
  });

  it("answers 404 for another user's certification", async () => {
    const { agent: owner } = await signedIn(t, premium);
    const cpa = await license(owner);
    await addCredit(owner, cpa.id, { title: "Private course" });
    const { agent: stranger } = await signedIn(t, premium);
    const response = await stranger.get(csvUrl(cpa.id));
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain("Private course");
  });

  it("refuses more than 30 downloads a minute (CSV and transcript together) with 429 and Retry-After", async () => {
    const { agent } = await signedIn(t, premium);
    const cpa = await license(agent);
    for (let download = 1; download < routeLimits.downloads.perMinute; download += 1) {
      expect((await agent.get(csvUrl(cpa.id))).statusCode).toBe(200);
    }
    const transcript = `/api/reports/certifications/${cpa.id}/transcript.pdf`;
    expect((await agent.get(transcript)).statusCode).toBe(200);

    const refused = await agent.get(transcript);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(refused.json<{ message: string }>().message).toMatch(
      /^Too many downloads\. Please try again in \d+ seconds?\.$/,
    );
    expect(refused.headers["content-disposition"]).toBeUndefined();
    expect((await agent.get(csvUrl(cpa.id))).statusCode).toBe(429);

    // Another account keeps its own allowance.
    const { agent: colleague } = await signedIn(t, premium);
    const theirs = await license(colleague);
    expect((await colleague.get(csvUrl(theirs.id))).statusCode).toBe(200);
  });

  it("counts spreadsheet exports and backups with the report downloads", async () => {
    const { agent } = await signedIn(t, premium);
    const cpa = await license(agent);
    for (let download = 2; download < routeLimits.downloads.perMinute; download += 1) {
      expect((await agent.get(csvUrl(cpa.id))).statusCode).toBe(200);
    }
    expect((await agent.get("/api/spreadsheets/credits.csv")).statusCode).toBe(200);
    expect((await agent.get("/api/user/backup")).statusCode).toBe(200);

    const refused = await agent.get("/api/spreadsheets/certifications.csv");
    expect(refused.statusCode).toBe(429);
    expect(refused.json<{ message: string }>().message).toMatch(/^Too many downloads\./);
  });
});
