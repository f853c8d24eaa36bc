import type { CertificationDetail } from "@common/certifications/certification";
import { certificationMessages } from "@common/certifications/certification";
import { creditMessages } from "@common/certifications/credit";
import { requirementMessages } from "@common/certifications/requirements";
import { describe, expect, it } from "vitest";
import type { Agent } from "../support/agent";
import {
  addCertification,
  addCredit,
  certificationForm,
  certificationRowsOf,
} from "../support/certifications";
import { signedIn } from "../support/factories";
import { setUpTestApp } from "../support/test-app";

const now = "2026-03-01T12:00:00.000Z";
const t = setUpTestApp({ now });

async function detailOf(agent: Agent, id: number) {
  const response = await agent.get(`/api/certifications/${id}`);
  expect(response.statusCode).toBe(200);
  return response.json<CertificationDetail>();
}

const license = {
  licenseNumber: "  RN-482913 ",
  issuingBody: "California Board of Registered Nursing",
  jurisdiction: "CA",
  renewalUrl: "https://www.rn.ca.gov/licensees/renew.shtml",
  renewalFee: 190.5,
};

const nurseRules = {
  categories: [
    { name: "Ethics", kind: "minimum", credits: 2 },
    { name: "Pain management", kind: "minimum", credits: 3 },
    { name: "Self-study", kind: "cap", credits: 10 },
  ],
  carryOver: { maxCredits: 15, lastDays: 90 },
};

describe("license fields", () => {
  it("are saved as the board issued them and answered on the list and the detail", async () => {
    const { agent } = await signedIn(t);
    const created = await addCertification(agent, license);
    const saved = { ...license, licenseNumber: "RN-482913" };
    expect(created).toMatchObject(saved);
    expect(await detailOf(agent, created.id)).toMatchObject(saved);

    // Empty fields clear them; a fee typed in a form as digits is read as a number.
    const cleared = await agent.put(`/api/certifications/${created.id}`, {
      ...certificationForm(),
      licenseNumber: "",
      renewalUrl: "",
      renewalFee: "75.25",
    });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toMatchObject({
      licenseNumber: null,
      renewalUrl: null,
      renewalFee: 75.25,
      issuingBody: null,
    });
  });

  it.each([
    [
      "a renewal URL that is not a web address",
      { renewalUrl: "rn.ca.gov" },
      "renewalUrl",
      certificationMessages.renewalUrl,
    ],
    [
      "a javascript: renewal URL",
      { renewalUrl: "javascript:alert(1)" },
      "renewalUrl",
      certificationMessages.renewalUrl,
    ],
    [
      "a renewal URL over 2000 characters",
      { renewalUrl: `https://example.com/${"a".repeat(2000)}` },
      "renewalUrl",
      certificationMessages.renewalUrlTooLong,
    ],
    ["a negative renewal fee", { renewalFee: -1 }, "renewalFee", certificationMessages.renewalFee],
    [
      "a renewal fee with three decimal places",
      { renewalFee: 190.555 },
      "renewalFee",
      certificationMessages.renewalFee,
    ],
    [
      "a renewal fee over 1000000",
      { renewalFee: 1_000_000.01 },
      "renewalFee",
      certificationMessages.renewalFeeTooLarge,
    ],
    [
      "a license number over 100 characters",
      { licenseNumber: "9".repeat(101) },
      "licenseNumber",
      certificationMessages.licenseNumberTooLong,
    ],
    [
      "an issuing body over 200 characters",
      { issuingBody: "B".repeat(201) },
      "issuingBody",
      certificationMessages.issuingBodyTooLong,
    ],
    [
      "a jurisdiction over 100 characters",
      { jurisdiction: "J".repeat(101) },
      "jurisdiction",
      certificationMessages.jurisdictionTooLong,
    ],
    [
      "credits required with three decimal places",
      { creditsRequired: 30.125 },
      "creditsRequired",
      certificationMessages.creditsRequired,
    ],
  ])(
    "refuses %s with 400, the field's message, and saves nothing",
    async (_case, fields, field, message) => {
      const { user, agent } = await signedIn(t);
      const response = await agent.post("/api/certifications", certificationForm(fields));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: `${field}: ${message}` });
      expect(await certificationRowsOf(t.db, user.id)).toEqual([]);
    },
  );
});

describe("decimal credits", () => {
  it("takes 1.5 and answers 1.5, and sums 0.1 and 0.2 to exactly 0.3", async () => {
    const { agent } = await signedIn(t);
    const ceus = await addCertification(agent, { creditsRequired: 2.5, creditsUnit: "CEUs" });
    expect(ceus).toMatchObject({ creditsRequired: 2.5, creditsMissing: 2.5 });
    const course = await addCredit(agent, ceus.id, { credits: 1.5 });
    expect(course.credits).toBe(1.5);
    expect(await detailOf(agent, ceus.id)).toMatchObject({ creditsEarned: 1.5, creditsMissing: 1 });

    const other = await addCertification(agent, { name: "Small", creditsRequired: 1 });
    await addCredit(agent, other.id, { credits: 0.1 });
    await addCredit(agent, other.id, { credits: 0.2 });
    const detail = await detailOf(agent, other.id);
    expect(detail.creditsEarned).toBe(0.3);
    expect(detail.creditsMissing).toBe(0.7);
    expect(detail.progress.counted).toBe(0.3);
  });

  it("refuses a credit with three decimal places with the credits message", async () => {
    const { agent } = await signedIn(t);
    const created = await addCertification(agent);
    const response = await agent.post(`/api/certifications/${created.id}/credits`, {
      title: "Course",
      credits: 0.125,
      completionDate: "2026-01-10",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: `credits: ${creditMessages.credits}` });
  });
});

describe("requirements", () => {
  it("are saved on create, kept by an edit without them and replaced by one with them", async () => {
    const { agent } = await signedIn(t);
    const created = await addCertification(agent, { requirements: nurseRules });
    expect(created.requirements).toEqual(nurseRules);
    expect(created.categoriesMissing).toEqual([
      { name: "Ethics", missing: 2 },
      { name: "Pain management", missing: 3 },
    ]);

    const kept = await agent.put(`/api/certifications/${created.id}`, certificationForm());
    expect(kept.json()).toMatchObject({ requirements: nurseRules });

    const easier = {
      categories: [{ name: "Ethics", kind: "minimum", credits: 1 }],
      carryOver: null,
    };
    await addCredit(agent, created.id, { credits: 1, categories: ["ethics"] });
    const replaced = await agent.put(`/api/certifications/${created.id}`, {
      ...certificationForm(),
      requirements: easier,
    });
    expect(replaced.json()).toMatchObject({
      requirements: easier,
      categoriesMissing: [],
      creditsEarned: 1,
      creditsMissing: 29,
    });
  });

  it.each([
    [
      "the same category name twice (case ignored)",
      {
        categories: [
          { name: "Ethics", kind: "minimum", credits: 2 },
          { name: " ethics", kind: "cap", credits: 5 },
        ],
      },
      "requirements.categories.1.name",
      requirementMessages.duplicateCategory,
    ],
    [
      "a category without a name",
      { categories: [{ name: " ", kind: "minimum", credits: 2 }] },
      "requirements.categories.0.name",
      requirementMessages.categoryNameRequired,
    ],
    [
      "a minimum of 0",
      { categories: [{ name: "Ethics", kind: "minimum", credits: 0 }] },
      "requirements.categories.0.credits",
      requirementMessages.categoryCredits,
    ],
    [
      "a cap with three decimal places",
      { categories: [{ name: "Self-study", kind: "cap", credits: 10.005 }] },
      "requirements.categories.0.credits",
      requirementMessages.categoryCredits,
    ],
    [
      "a kind that is neither at least nor at most",
      { categories: [{ name: "Ethics", kind: "exactly", credits: 2 }] },
      "requirements.categories.0.kind",
      requirementMessages.categoryKind,
    ],
    [
      "a carry-over of 0 credits",
      { carryOver: { maxCredits: 0, lastDays: 90 } },
      "requirements.carryOver.maxCredits",
      requirementMessages.carryOverCredits,
    ],
    [
      "a carry-over window of 0 days",
      { carryOver: { maxCredits: 15, lastDays: 0 } },
      "requirements.carryOver.lastDays",
      requirementMessages.carryOverDays,
    ],
    [
      "a carry-over window of part of a day",
      { carryOver: { maxCredits: 15, lastDays: 1.5 } },
      "requirements.carryOver.lastDays",
      requirementMessages.carryOverDays,
    ],
  ])("refuse %s with 400 and the field's message", async (_case, requirements, field, message) => {
    const { user, agent } = await signedIn(t);
    const response = await agent.post("/api/certifications", certificationForm({ requirements }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: `${field}: ${message}` });
    expect(await certificationRowsOf(t.db, user.id)).toEqual([]);
  });

  it("are kept per cycle on renewal: the finished cycle keeps its own, the next carries them on", async () => {
    const { agent } = await signedIn(t);
    const created = await addCertification(agent, {
      reportingPeriodStart: "2024-01-01",
      reportingPeriodEnd: "2025-12-31",
      creditsRequired: 10,
      requirements: nurseRules,
    });
    await addCredit(agent, created.id, {
      credits: 2,
      completionDate: "2025-06-01",
      categories: ["Ethics"],
    });

    const first = await agent.post(`/api/certifications/${created.id}/renew`, {
      reportingPeriodStart: "2026-01-01",
      reportingPeriodEnd: "2027-12-31",
      creditsRequired: 12,
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ cycle: 2, requirements: nurseRules, document: null });

    const other = { categories: [{ name: "Law", kind: "minimum", credits: 1 }], carryOver: null };
    const second = await agent.post(`/api/certifications/${created.id}/renew`, {
      reportingPeriodStart: "2028-01-01",
      creditsRequired: 12,
      requirements: other,
    });
    expect(second.json()).toMatchObject({
      cycle: 3,
      requirements: other,
      categoriesMissing: [{ name: "Law", missing: 1 }],
    });

    const detail = await detailOf(agent, created.id);
    expect(detail.pastCycles).toMatchObject([
      {
        cycle: 2,
        requirements: nurseRules,
        creditsRequired: 12,
        creditsMissing: 12,
        document: null,
      },
      {
        cycle: 1,
        requirements: nurseRules,
        creditsRequired: 10,
        creditsEarned: 2,
        // 8 hours overall; the pain management minimum (3) is part of them.
        creditsMissing: 8,
        document: null,
      },
    ]);
  });

  it("carry credits earned beyond the last cycle's requirement in its last days over at renewal", async () => {
    const { agent } = await signedIn(t);
    const created = await addCertification(agent, {
      reportingPeriodStart: "2024-01-01",
      reportingPeriodEnd: "2025-12-31",
      creditsRequired: 10,
      requirements: { categories: [], carryOver: { maxCredits: 3, lastDays: 90 } },
    });
    await addCredit(agent, created.id, { credits: 10, completionDate: "2025-03-01" });
    await addCredit(agent, created.id, { credits: 5, completionDate: "2025-12-01" });
    const renewed = await agent.post(`/api/certifications/${created.id}/renew`, {
      reportingPeriodStart: "2026-01-01",
      reportingPeriodEnd: "2027-12-31",
      creditsRequired: 10,
    });
    expect(renewed.json()).toMatchObject({ cycle: 2, creditsEarned: 3, creditsMissing: 7 });
    const detail = await detailOf(agent, created.id);
    expect(detail.progress).toMatchObject({ carriedOver: 3, counted: 3, creditsMissing: 7 });
    expect(detail.progress.explanation.join(" ")).toContain("carried over from the previous cycle");
  });
});

describe("the reporting period", () => {
  it("leaves a credit completed before it uncounted, and the detail says why", async () => {
    const { agent } = await signedIn(t);
    const created = await addCertification(agent, {
      reportingPeriodStart: "2025-01-01",
      reportingPeriodEnd: "2026-12-31",
      creditsRequired: 10,
    });
    const early = await addCredit(agent, created.id, { credits: 2, completionDate: "2024-12-15" });
    const inside = await addCredit(agent, created.id, { credits: 3, completionDate: "2025-02-01" });
    const detail = await detailOf(agent, created.id);
    expect(detail).toMatchObject({ creditsEarned: 3, creditsMissing: 7 });
    expect(detail.progress).toMatchObject({ earned: 3, outsidePeriod: 2, counted: 3 });
    const verdict = (id: number) => detail.progress.credits.find((one) => one.creditId === id);
    expect(verdict(early.id)).toMatchObject({ counted: 0, outsidePeriod: "before" });
    expect(verdict(early.id)?.explanation).toContain(
      "Completed before this reporting period started",
    );
    expect(verdict(inside.id)).toMatchObject({ counted: 3, outsidePeriod: null });
    expect(detail.progress.explanation.join(" ")).toContain("outside the reporting period");

    // Moving the period's start back brings it in, at once.
    const moved = await agent.put(`/api/certifications/${created.id}`, {
      ...certificationForm(),
      reportingPeriodStart: "2024-12-01",
      reportingPeriodEnd: "2026-12-31",
      creditsRequired: 10,
    });
    expect(moved.json()).toMatchObject({ creditsEarned: 5, creditsMissing: 5 });
  });
});

describe("the pace plan on the detail", () => {
  it("says how much a month finishes on time, from the credits of the last 90 days", async () => {
    const { agent } = await signedIn(t);
    const created = await addCertification(agent, {
      receivedDate: "2025-03-01",
      reportingPeriodStart: "2025-03-01",
      reportingPeriodEnd: "2027-02-28",
      expirationDate: "2027-02-28",
      creditsRequired: 30,
    });
    await addCredit(agent, created.id, { credits: 6, completionDate: "2026-02-01" });
    const { pace } = await detailOf(agent, created.id);
    expect(pace).toMatchObject({ deadline: "2027-02-28", creditsMissing: 24, behind: false });
    expect(pace?.recentPerMonth).toBeGreaterThan(0);
    expect(pace?.summary).toContain("hours a month");
  });

  it("is null once nothing is missing", async () => {
    const { agent } = await signedIn(t);
    const created = await addCertification(agent, { creditsRequired: 2 });
    await addCredit(agent, created.id, { credits: 2 });
    expect((await detailOf(agent, created.id)).pace).toBeNull();
  });
});
