import type { Certification } from "@common/certifications/certification";
import { describe, expect, it } from "vitest";
import { creditCertifications, educationCredits } from "../../src/server/db/schema";
import type { Agent } from "../support/agent";
import { addCertification, addCredit, png, sendRaw } from "../support/certifications";
import { signedIn } from "../support/factories";
import { pdfText } from "../support/pdf-text";
import { setUpTestApp } from "../support/test-app";

const now = "2026-11-24T15:00:00.000Z";
const t = setUpTestApp({ now });

const premium = { subscriptionStatus: "active" } as const;
const transcriptUrl = (id: number, query = "") =>
  `/api/reports/certifications/${id}/transcript.pdf${query}`;

const creditsHeader = "Date Title Provider Credits Counted Unit Categories Certificate on file";

async function transcriptOf(agent: Agent, url: string) {
  const response = await agent.get(url);
  expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
  return { response, ...(await pdfText(response.rawPayload)) };
}

/** An RN license with an ethics minimum and a self-study cap, as a board sets them. */
async function nursingLicense(agent: Agent, overrides: Record<string, unknown> = {}) {
  return addCertification(agent, {
    name: "RN License",
    licenseNumber: "RN-0481516",
    issuingBody: "Oregon State Board of Nursing",
    jurisdiction: "Oregon",
    receivedDate: "2024-12-01",
    expirationDate: "2026-12-31",
    reportingPeriodStart: "2025-01-01",
    reportingPeriodEnd: "2026-12-31",
    creditsRequired: 30,
    requirements: {
      categories: [
        { name: "Ethics", kind: "minimum", credits: 2 },
        { name: "Self-study", kind: "cap", credits: 4 },
      ],
      carryOver: null,
    },
    ...overrides,
  });
}

/** 150 credits straight in the database, every tenth with a title long enough to wrap. */
async function insertManyCredits(userId: number, certification: Certification) {
  const titles = Array.from({ length: 150 }, (_, index) =>
    index % 10 === 0
      ? `Course ${index + 1}: advanced pharmacology of anticoagulants, their interactions and monitoring in long-term care`
      : `Course ${index + 1}`,
  );
  const rows = await t.db
    .insert(educationCredits)
    .values(
      titles.map((title, index) => ({
        userId,
        title,
        provider: "Łódź Institute of Nursing",
        credits: 1,
        completionDate: `2025-${String((index % 12) + 1).padStart(2, "0")}-10`,
      })),
    )
    .returning({ id: educationCredits.id });
  await t.db
    .insert(creditCertifications)
    .values(rows.map(({ id }) => ({ creditId: id, certificationId: certification.id, cycle: 1 })));
  return titles;
}

describe("GET /api/reports/certifications/:id/transcript.pdf", () => {
  it("is a PDF download holding the holder, the certification, every credit and the totals", async () => {
    const { agent } = await signedIn(t, {
      ...premium,
      firstName: "Jane",
      lastName: "Doe",
      email: "jane.doe@example.com",
    });
    const license = await nursingLicense(agent);
    const ethics = await addCredit(agent, license.id, {
      title: "Ethics in Nursing Practice",
      provider: "American Nurses Association",
      approvalNumber: "CEP 16442",
      credits: 2,
      completionDate: "2025-03-14",
      categories: ["Ethics"],
    });
    await sendRaw(agent, `/api/credits/${ethics.id}/certificate?name=ethics.png`, png, "image/png");
    await addCredit(agent, license.id, {
      title: "Wound Care Self-Study",
      credits: 6,
      completionDate: "2025-06-02",
      categories: ["Self-study"],
    });
    await addCredit(agent, license.id, {
      title: "Early Pain Management Seminar",
      credits: 3,
      completionDate: "2024-12-10",
    });

    const { response, all, info } = await transcriptOf(agent, transcriptUrl(license.id));
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.headers["content-disposition"]).toBe(
      `attachment; filename="RN License transcript 2026-11-24.pdf"; filename*=UTF-8''RN%20License%20transcript%202026-11-24.pdf`,
    );
    expect(response.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");

    for (const text of [
      "Continuing education transcript",
      "Holder Jane Doe",
      "Email jane.doe@example.com",
      "Certification RN License",
      "License or certificate number RN-0481516",
      "Issuing body Oregon State Board of Nursing",
      "Jurisdiction Oregon",
      "Cycle 1 (current)",
      "Received Dec 1, 2024",
      "Expiration Dec 31, 2026",
      "Reporting period Jan 1, 2025 to Dec 31, 2026",
      "Produced on Nov 24, 2026",
      // 2 ethics + 4 of the 6 self-study hours (the cap); the December seminar is too early.
      "Required 30 hours",
      "Counted toward this cycle 6 of 30 hours",
      "Earned in the reporting period 8 hours",
      "Not counted because of caps 2 hours",
      "Completed outside the reporting period (not counted) 3 hours",
      "Still missing 24 hours",
      "Ethics At least 2 hours 2 2 0",
      "Self-study At most 4 hours count 6 4",
      "4 of 6 self-study hours count: the cap is 4, so 2 do not count",
      "6 of 30 hours count: 24 hours still missing",
      "Mar 14, 2025 Ethics in Nursing Practice American Nurses Association Approval number CEP 16442 2 2 hours Ethics Yes",
      "Jun 2, 2025 Wound Care Self-Study",
      "4 of 6 self-study hours count: the cap is 4",
      "Completed outside the reporting period",
      "Dec 10, 2024 Early Pain Management Seminar",
      "Page 1 of",
    ]) {
      expect(all).toContain(text);
    }
    // The seminar is listed apart, after the credits that count.
    expect(all.indexOf("Early Pain Management Seminar")).toBeGreaterThan(
      all.indexOf("Wound Care Self-Study"),
    );
    expect(info).toMatchObject({
      Title: "RN License transcript, cycle 1",
      Author: "Jane Doe",
      Creator: "CertMinder",
    });
    expect(String(info.CreationDate)).toMatch(/^D:20261124/);
  });

  it("keeps accents, Greek and Polish letters as text a search finds", async () => {
    const { agent } = await signedIn(t, { ...premium, firstName: "Ελένη", lastName: "Ångström" });
    const license = await nursingLicense(agent, { name: "Pielęgniarstwo & <Położnictwo>" });
    await addCredit(agent, license.id, {
      title: "Łukasz Wróbel: żółć i zdrowie",
      provider: "Zoë Müller Akademie",
      completionDate: "2025-05-05",
    });

    const { all, info, response } = await transcriptOf(agent, transcriptUrl(license.id));
    expect(all).toContain("Holder Ελένη Ångström");
    expect(all).toContain("Łukasz Wróbel: żółć i zdrowie");
    expect(all).toContain("Zoë Müller Akademie");
    expect(all).toContain("Certification Pielęgniarstwo & <Położnictwo>");
    expect(info).toMatchObject({
      Author: "Ελένη Ångström",
      Title: "Pielęgniarstwo & <Położnictwo> transcript, cycle 1",
    });
    // The name, made safe for a file system, is kept exactly in the RFC 5987 form.
    expect(response.headers["content-disposition"]).toContain(
      `filename*=UTF-8''${encodeURIComponent("Pielęgniarstwo & _Położnictwo_ transcript 2026-11-24.pdf")}`,
    );
  });

  it("continues 150 credits over several pages, each with its number and the table's header, never splitting a row", async () => {
    const { user, agent } = await signedIn(t, premium);
    const license = await nursingLicense(agent);
    const titles = await insertManyCredits(user.id, license);

    const { pages, all } = await transcriptOf(agent, transcriptUrl(license.id));
    expect(pages.length).toBeGreaterThanOrEqual(4);
    pages.forEach((page, index) => {
      expect(page).toContain(`Page ${index + 1} of ${pages.length}`);
    });
    const firstTablePage = pages.findIndex((page) => page.includes(creditsHeader));
    expect(firstTablePage).toBeGreaterThanOrEqual(0);
    for (const page of pages.slice(firstTablePage + 1)) {
      expect(page).toContain("Credits completed in the reporting period (continued)");
      expect(page).toContain(creditsHeader);
    }
    // Every credit is there once, and each row (its whole title, then its provider) lies on one page.
    const listed = [...all.matchAll(/Course (\d+)\b/g)].map((match) => Number(match[1]));
    expect(listed.sort((a, b) => a - b)).toEqual(titles.map((_, index) => index + 1));
    for (const title of titles) {
      const row = `${title} Łódź Institute of Nursing`;
      expect(
        pages.filter((page) => page.includes(row)),
        title,
      ).toHaveLength(1);
    }
    expect(all).toContain("Counted toward this cycle 150 of 30 hours");
  });

  it("gives a past cycle with its own credits and dates", async () => {
    const { agent } = await signedIn(t, premium);
    const license = await nursingLicense(agent);
    await addCredit(agent, license.id, {
      title: "Infection Control 2025",
      completionDate: "2025-04-01",
    });
    const renewal = await agent.post(`/api/certifications/${license.id}/renew`, {
      receivedDate: "2026-11-01",
      expirationDate: "2028-12-31",
      reportingPeriodStart: "2027-01-01",
      reportingPeriodEnd: "2028-12-31",
      creditsRequired: 24,
    });
    expect(renewal.statusCode).toBe(200);
    await addCredit(agent, license.id, {
      title: "Infection Control 2027",
      completionDate: "2026-11-20",
    });

    const past = await transcriptOf(agent, transcriptUrl(license.id, "?cycle=1"));
    expect(past.all).toContain("Cycle 1 (past)");
    expect(past.all).toContain("Reporting period Jan 1, 2025 to Dec 31, 2026");
    expect(past.all).toContain("Infection Control 2025");
    expect(past.all).not.toContain("Infection Control 2027");
    expect(past.response.headers["content-disposition"]).toContain(
      'filename="RN License cycle 1 transcript 2026-11-24.pdf"',
    );

    const current = await transcriptOf(agent, transcriptUrl(license.id));
    expect(current.all).toContain("Cycle 2 (current)");
    expect(current.all).toContain("Infection Control 2027");
    expect(current.all).not.toContain("Infection Control 2025");

    expect((await agent.get(transcriptUrl(license.id, "?cycle=3"))).statusCode).toBe(404);
    expect((await agent.get(transcriptUrl(license.id, "?cycle=zero"))).statusCode).toBe(400);
  });

  it("says so when a cycle has no credits yet", async () => {
    const { agent } = await signedIn(t, premium);
    const license = await nursingLicense(agent);
    const { all } = await transcriptOf(agent, transcriptUrl(license.id));
    expect(all).toContain("No credits recorded in this cycle.");
    expect(all).toContain("Still missing 30 hours");
  });

  it("answers 404 for another user's certification and 403 on the free plan", async () => {
    const { agent: owner } = await signedIn(t, premium);
    const license = await nursingLicense(owner);
    const { agent: stranger } = await signedIn(t, premium);
    const refused = await stranger.get(transcriptUrl(license.id));
    expect(refused.statusCode).toBe(404);
    expect(refused.headers["content-type"]).toContain("application/json");
    expect((await stranger.get(transcriptUrl(999_999))).statusCode).toBe(404);

    const { agent: free } = await signedIn(t);
    const freeLicense = await nursingLicense(free);
    expect((await free.get(transcriptUrl(freeLicense.id))).statusCode).toBe(403);
  });
});
