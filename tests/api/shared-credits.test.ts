import type { Activity } from "@common/certifications/activity";
import type { CertificationDetail } from "@common/certifications/certification";
import { type Credit, creditMessages } from "@common/certifications/credit";
import { describe, expect, it } from "vitest";
import { creditCertifications, educationCredits } from "../../src/server/db/schema";
import type { Agent } from "../support/agent";
import {
  addCertification,
  addCredit,
  fileRowsOf,
  getList,
  pdf,
  postAllAtOnce,
  sendRaw,
} from "../support/certifications";
import { signedIn } from "../support/factories";
import { setUpTestApp } from "../support/test-app";

const now = "2026-03-01T12:00:00.000Z";
const t = setUpTestApp({ now });

const course = { title: "Sepsis Recognition", credits: 1.5, completionDate: "2026-01-10" };

async function detailOf(agent: Agent, id: number) {
  const response = await agent.get(`/api/certifications/${id}`);
  expect(response.statusCode).toBe(200);
  return response.json<CertificationDetail>();
}

async function creditsOf(agent: Agent, certificationId: number) {
  return (await getList<Credit>(agent, `/api/certifications/${certificationId}/credits`)).rows;
}

async function activityTitles(agent: Agent) {
  const { rows } = await getList<Activity>(agent, "/api/activities?pageSize=100");
  return rows.map((row) => row.title);
}

/** A nurse with an RN license and a CCRN certification, 30 contact hours each. */
async function nurse() {
  const { user, agent } = await signedIn(t);
  const rn = await addCertification(agent, {
    name: "RN",
    creditsRequired: 30,
    creditsUnit: "contact hours",
  });
  const ccrn = await addCertification(agent, {
    name: "CCRN",
    creditsRequired: 30,
    creditsUnit: "contact hours",
  });
  return { user, agent, rn, ccrn };
}

async function storedCounts() {
  return {
    credits: (await t.db.select().from(educationCredits)).length,
    shares: (await t.db.select().from(creditCertifications)).length,
  };
}

describe("a credit counted toward two certifications", () => {
  it("appears in both lists with its shares, counts for both and says so in the activity", async () => {
    const { agent, rn, ccrn } = await nurse();
    const response = await agent.post(`/api/certifications/${rn.id}/credits`, {
      ...course,
      certificationIds: [ccrn.id],
    });
    expect(response.statusCode).toBe(201);
    const shares = [
      { certificationId: ccrn.id, name: "CCRN", cycle: 1 },
      { certificationId: rn.id, name: "RN", cycle: 1 },
    ];
    expect(response.json()).toMatchObject({ certificationId: rn.id, credits: 1.5, shares });

    expect(await creditsOf(agent, rn.id)).toMatchObject([{ certificationId: rn.id, shares }]);
    expect(await creditsOf(agent, ccrn.id)).toMatchObject([{ certificationId: ccrn.id, shares }]);
    for (const id of [rn.id, ccrn.id]) {
      expect(await detailOf(agent, id)).toMatchObject({ creditsEarned: 1.5, creditsMissing: 28.5 });
    }
    const titles = await activityTitles(agent);
    expect(titles.filter((title) => title.startsWith("Added 1.5"))).toEqual(
      expect.arrayContaining(["Added 1.5 contact hours to RN", "Added 1.5 contact hours to CCRN"]),
    );
    expect(titles.filter((title) => title.startsWith("Added 1.5"))).toHaveLength(2);
  });

  it("answers 404 for another user's certification among certificationIds and writes nothing", async () => {
    const { agent, rn } = await nurse();
    const stranger = await signedIn(t);
    const theirs = await addCertification(stranger.agent, { name: "Theirs" });
    const before = await storedCounts();
    const titlesBefore = await activityTitles(agent);

    const refused = await agent.post(`/api/certifications/${rn.id}/credits`, {
      ...course,
      certificationIds: [theirs.id],
    });
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ message: "Certification not found" });
    expect(await storedCounts()).toEqual(before);
    expect(await activityTitles(agent)).toEqual(titlesBefore);
    expect(await detailOf(agent, rn.id)).toMatchObject({ creditsEarned: 0 });
    expect(await detailOf(stranger.agent, theirs.id)).toMatchObject({ creditsEarned: 0 });

    // Nor can an edit share a credit with it.
    const credit = await addCredit(agent, rn.id, course);
    const edit = await agent.put(`/api/credits/${credit.id}`, {
      ...course,
      certificationIds: [rn.id, theirs.id],
    });
    expect(edit.statusCode).toBe(404);
    expect(await creditsOf(stranger.agent, theirs.id)).toEqual([]);
    expect(await creditsOf(agent, rn.id)).toMatchObject([
      { id: credit.id, shares: [{ certificationId: rn.id }] },
    ]);
  });

  it("refuses an empty certificationIds with a clear message", async () => {
    const { agent, rn } = await nurse();
    const response = await agent.post(`/api/certifications/${rn.id}/credits`, {
      ...course,
      certificationIds: [],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: `certificationIds: ${creditMessages.certificationsRequired}`,
    });
  });

  it("recounts both certifications when its shares are edited", async () => {
    const { agent, rn, ccrn } = await nurse();
    const credit = await addCredit(agent, rn.id, { ...course, credits: 2 });

    const moved = await agent.put(`/api/credits/${credit.id}`, {
      ...course,
      credits: 2,
      certificationIds: [ccrn.id],
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ shares: [{ certificationId: ccrn.id, cycle: 1 }] });
    expect(await detailOf(agent, rn.id)).toMatchObject({ creditsEarned: 0, creditsMissing: 30 });
    expect(await detailOf(agent, ccrn.id)).toMatchObject({ creditsEarned: 2, creditsMissing: 28 });
    expect(await creditsOf(agent, rn.id)).toEqual([]);

    // Without certificationIds the shares stay as they are; the new amount counts for both.
    const both = await agent.put(`/api/credits/${credit.id}`, {
      ...course,
      certificationIds: [rn.id, ccrn.id],
    });
    expect(both.statusCode).toBe(200);
    const kept = await agent.put(`/api/credits/${credit.id}`, { ...course, credits: 3.25 });
    expect(kept.json<Credit>().shares.map((share) => share.name)).toEqual(["CCRN", "RN"]);
    for (const id of [rn.id, ccrn.id]) {
      expect(await detailOf(agent, id)).toMatchObject({ creditsEarned: 3.25 });
    }
  });

  it("counts toward a certification added later in that certification's current cycle", async () => {
    const { agent, rn, ccrn } = await nurse();
    await agent.post(`/api/certifications/${ccrn.id}/renew`, {
      reportingPeriodStart: "2026-01-01",
      creditsRequired: 30,
    });
    const credit = await addCredit(agent, rn.id, course);
    const shared = await agent.put(`/api/credits/${credit.id}`, {
      ...course,
      certificationIds: [rn.id, ccrn.id],
    });
    expect(shared.json<Credit>().shares).toEqual([
      { certificationId: ccrn.id, name: "CCRN", cycle: 2 },
      { certificationId: rn.id, name: "RN", cycle: 1 },
    ]);
    expect(await detailOf(agent, ccrn.id)).toMatchObject({ cycle: 2, creditsEarned: 1.5 });
  });

  it("is kept as it was once any of its certifications has renewed (409)", async () => {
    const { agent, rn, ccrn } = await nurse();
    const credit = await addCredit(agent, rn.id, { ...course, certificationIds: [ccrn.id] });
    await agent.post(`/api/certifications/${ccrn.id}/renew`, { creditsRequired: 30 });
    const before = await storedCounts();

    const edit = await agent.put(`/api/credits/${credit.id}`, { ...course, credits: 5 });
    expect(edit.statusCode).toBe(409);
    expect(edit.json()).toEqual({ message: creditMessages.pastCycle });
    const removal = await agent.delete(`/api/credits/${credit.id}`);
    expect(removal.statusCode).toBe(409);
    expect(await storedCounts()).toEqual(before);
    expect(await detailOf(agent, rn.id)).toMatchObject({ creditsEarned: 1.5 });
  });

  it("loses only the deleted certification's share; the last one takes the credit and its certificate", async () => {
    const { user, agent, rn, ccrn } = await nurse();
    const credit = await addCredit(agent, rn.id, { ...course, certificationIds: [ccrn.id] });
    const upload = await sendRaw(
      agent,
      `/api/credits/${credit.id}/certificate?name=sepsis.pdf`,
      pdf,
      "application/pdf",
    );
    expect(upload.statusCode).toBe(200);

    expect((await agent.delete(`/api/certifications/${rn.id}`)).statusCode).toBe(204);
    expect(await creditsOf(agent, ccrn.id)).toMatchObject([
      {
        id: credit.id,
        certificationId: ccrn.id,
        shares: [{ certificationId: ccrn.id, name: "CCRN", cycle: 1 }],
        certificateName: "sepsis.pdf",
      },
    ]);
    expect(await detailOf(agent, ccrn.id)).toMatchObject({
      creditsEarned: 1.5,
      creditsMissing: 28.5,
    });
    const certificate = await agent.get(`/api/credits/${credit.id}/certificate`);
    expect(certificate.statusCode).toBe(200);
    expect(await fileRowsOf(t.db, user.id)).toHaveLength(1);

    expect((await agent.delete(`/api/certifications/${ccrn.id}`)).statusCode).toBe(204);
    const left = await t.db.select().from(educationCredits);
    expect(left.filter((row) => row.id === credit.id)).toEqual([]);
    expect((await agent.get(`/api/credits/${credit.id}/certificate`)).statusCode).toBe(404);
    expect(await fileRowsOf(t.db, user.id)).toEqual([]);
  });

  it("stays exact when several credits shared by two certifications are added at once", async () => {
    const { agent, rn, ccrn } = await nurse();
    const bodies = [1, 2, 3, 4].map((n) => ({
      ...course,
      title: `Course ${n}`,
      credits: 0.25 * n,
      certificationIds: [ccrn.id],
    }));
    const responses = await postAllAtOnce(agent, `/api/certifications/${rn.id}/credits`, bodies);
    expect(responses.map((response) => response.statusCode)).toEqual([201, 201, 201, 201]);
    for (const id of [rn.id, ccrn.id]) {
      expect(await detailOf(agent, id)).toMatchObject({ creditsEarned: 2.5, creditsMissing: 27.5 });
    }
  });
});

describe("caps and minimums through the API", () => {
  const nurseRules = {
    categories: [
      { name: "Ethics", kind: "minimum", credits: 2 },
      { name: "Pain management", kind: "minimum", credits: 3 },
      { name: "Self-study", kind: "cap", credits: 10 },
    ],
    carryOver: null,
  };

  it("counts self-study up to its cap and names what the minimums still miss", async () => {
    const { agent } = await signedIn(t);
    const rn = await addCertification(agent, {
      name: "RN",
      creditsRequired: 30,
      creditsUnit: "contact hours",
      requirements: nurseRules,
    });
    expect(rn).toMatchObject({
      requirements: nurseRules,
      creditsMissing: 30,
      deadlineStatus: "At Risk",
    });
    // Eight 1.5-hour self-study modules: 12 hours, of which the cap of 10 counts.
    for (let n = 1; n <= 8; n++) {
      await addCredit(agent, rn.id, {
        title: `Self-study module ${n}`,
        credits: 1.5,
        completionDate: `2026-01-${String(n + 10).padStart(2, "0")}`,
        categories: ["self-study"],
      });
    }
    const capped = await detailOf(agent, rn.id);
    expect(capped).toMatchObject({
      creditsEarned: 10,
      creditsMissing: 20,
      categoriesMissing: [
        { name: "Ethics", missing: 2 },
        { name: "Pain management", missing: 3 },
      ],
      progress: { earned: 12, cutOff: 2, counted: 10, creditsMissing: 20 },
    });
    const verdicts = capped.progress.credits;
    expect(verdicts.map((verdict) => verdict.counted)).toEqual([
      1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1, 0,
    ]);
    expect(verdicts[6]?.explanation).toContain("the cap is 10 and 9 were already counted");
    expect(verdicts[7]?.explanation).toContain("the cap of 10 was already reached");

    // Ethics and pain management courses meet the minimums; the rest is overall hours.
    await addCredit(agent, rn.id, {
      title: "Ethics",
      credits: 2,
      completionDate: "2026-02-01",
      categories: ["Ethics"],
    });
    await addCredit(agent, rn.id, {
      title: "Pain",
      credits: 1.5,
      completionDate: "2026-02-02",
      categories: ["Pain Management"],
    });
    const list = await getList(agent, "/api/certifications");
    expect(list.rows).toMatchObject([
      {
        creditsEarned: 13.5,
        creditsMissing: 16.5,
        categoriesMissing: [{ name: "Pain management", missing: 1.5 }],
        deadlineStatus: "In Progress",
      },
    ]);
  });

  it("does not complete a cycle whose total is reached while a minimum is short", async () => {
    const { agent } = await signedIn(t);
    const rn = await addCertification(agent, {
      name: "RN",
      creditsRequired: 4,
      requirements: { categories: [{ name: "Ethics", kind: "minimum", credits: 2 }] },
    });
    await addCredit(agent, rn.id, { title: "General", credits: 4, completionDate: "2026-01-05" });
    expect(await detailOf(agent, rn.id)).toMatchObject({
      creditsEarned: 4,
      creditsMissing: 2,
      categoriesMissing: [{ name: "Ethics", missing: 2 }],
      deadlineStatus: "In Progress",
    });
    const filtered = await getList(agent, "/api/certifications?progress=Completed");
    expect(filtered.total).toBe(0);
    expect(await activityTitles(agent)).not.toContain("Completed the credits for RN");

    await addCredit(agent, rn.id, {
      title: "Ethics",
      credits: 2,
      completionDate: "2026-01-06",
      categories: ["ethics"],
    });
    expect(await detailOf(agent, rn.id)).toMatchObject({
      creditsMissing: 0,
      deadlineStatus: "Completed",
    });
    expect((await getList(agent, "/api/certifications?progress=Completed")).total).toBe(1);
    expect(await activityTitles(agent)).toContain("Completed the credits for RN");
  });
});
