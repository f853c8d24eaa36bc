import type { Activity } from "@common/certifications/activity";
import { calendarDateMessage } from "@common/certifications/calendar-date";
import type { Certification } from "@common/certifications/certification";
import { creditMessages } from "@common/certifications/credit";
import { certificateUploadRule } from "@common/upload-rules";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { creditCertifications, educationCredits } from "../../src/server/db/schema";
import { Agent } from "../support/agent";
import {
  addCertification,
  addCredit,
  certificationForm,
  fileRowsOf,
  getList,
  jpeg,
  pdf,
  png,
  postAllAtOnce,
  sendRaw,
} from "../support/certifications";
import { signedIn } from "../support/factories";
import { setUpTestApp } from "../support/test-app";

const now = "2026-03-01T12:00:00.000Z";
const t = setUpTestApp({ now });

const course = { title: "Ethics in Practice", credits: 2, completionDate: "2026-01-10" };

async function certificationOf(agent: Agent, id: number) {
  return (await agent.get(`/api/certifications/${id}`)).json<Certification>();
}

async function activityOf(agent: Agent) {
  return (await getList<Activity>(agent, "/api/activities?pageSize=100")).rows;
}

const filesOf = (userId: number) => fileRowsOf(t.db, userId);

async function creditRowsOf(certificationId: number) {
  return t.db
    .select({ id: educationCredits.id, completionDate: educationCredits.completionDate })
    .from(creditCertifications)
    .innerJoin(educationCredits, eq(educationCredits.id, creditCertifications.creditId))
    .where(eq(creditCertifications.certificationId, certificationId));
}

/** A signed-in user with one certification needing 20 hours. */
async function withCertification(overrides: Parameters<typeof signedIn>[1] = {}) {
  const { user, agent } = await signedIn(t, overrides);
  const certification = await addCertification(agent, { name: "CPA", creditsRequired: 20 });
  return { user, agent, certification, url: `/api/certifications/${certification.id}/credits` };
}

describe("POST /api/certifications/:id/credits", () => {
  it("answers 201 with the credit and counts it in creditsEarned", async () => {
    const { agent, certification, url } = await withCertification();
    const response = await agent.post(url, {
      ...course,
      provider: " AICPA ",
      description: "  Live webinar ",
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      id: expect.any(Number),
      certificationId: certification.id,
      ...course,
      provider: "AICPA",
      approvalNumber: null,
      description: "Live webinar",
      cycle: 1,
      categories: [],
      shares: [{ certificationId: certification.id, name: "CPA", cycle: 1 }],
      certificateUrl: null,
      certificateName: null,
      certificateType: null,
      createdAt: now,
    });
    expect(await getList(agent, url)).toEqual({ rows: [response.json()], total: 1 });
    expect(await certificationOf(agent, certification.id)).toMatchObject({ creditsEarned: 2 });
    expect((await activityOf(agent))[0]).toMatchObject({
      type: "credit_added",
      title: "Added 2 hours to CPA",
      detail: course.title,
      certificationId: certification.id,
    });
  });

  it("keeps the provider who gave the course, trimmed, and clears it when the edit leaves it empty", async () => {
    const { agent, url } = await withCertification();
    const added = await agent.post(url, { ...course, provider: "  State Board of Accountancy " });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ provider: "State Board of Accountancy" });
    const id = added.json<{ id: number }>().id;
    expect((await getList(agent, url)).rows).toMatchObject([
      { id, provider: "State Board of Accountancy" },
    ]);

    const cleared = await agent.put(`/api/credits/${id}`, { ...course, provider: "" });
    expect(cleared.json()).toMatchObject({ provider: null });

    const tooLong = await agent.post(url, { ...course, provider: "p".repeat(201) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toEqual({ message: `provider: ${creditMessages.providerTooLong}` });
  });

  it("keeps the provider's approval number, trimmed, in the list and the edit, and clears it when the edit leaves it out", async () => {
    const { agent, url } = await withCertification();
    const added = await agent.post(url, { ...course, approvalNumber: "  CEP 16442 " });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ approvalNumber: "CEP 16442" });
    const id = added.json<{ id: number }>().id;
    expect((await getList(agent, url)).rows).toMatchObject([{ id, approvalNumber: "CEP 16442" }]);

    const changed = await agent.put(`/api/credits/${id}`, {
      ...course,
      approvalNumber: "CEP 17001",
    });
    expect(changed.json()).toMatchObject({ approvalNumber: "CEP 17001" });
    const cleared = await agent.put(`/api/credits/${id}`, course);
    expect(cleared.json()).toMatchObject({ approvalNumber: null });
    expect((await getList(agent, url)).rows).toMatchObject([{ id, approvalNumber: null }]);

    const tooLong = await agent.post(url, { ...course, approvalNumber: "n".repeat(101) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toEqual({
      message: `approvalNumber: ${creditMessages.approvalNumberTooLong}`,
    });
  });

  it("moves the deadline status and records 'completed' once, when 20 of 20 are reached", async () => {
    const { agent, certification, url } = await withCertification();
    const statuses: string[] = [];
    for (const credits of [7, 1, 7, 5, 3]) {
      await addCredit(agent, certification.id, { credits });
      statuses.push((await certificationOf(agent, certification.id)).deadlineStatus);
    }
    expect(statuses).toEqual(["At Risk", "In Progress", "On Track", "Completed", "Completed"]);
    expect(await certificationOf(agent, certification.id)).toMatchObject({ creditsEarned: 23 });
    const feed = await activityOf(agent);
    expect(feed.filter((entry) => entry.type === "credit_added")).toHaveLength(5);
    expect(feed.filter((entry) => entry.type === "completed")).toEqual([
      expect.objectContaining({
        title: "Completed the credits for CPA",
        detail: "20 of 20 hours earned",
        certificationId: certification.id,
      }),
    ]);
    expect((await getList(agent, url)).total).toBe(5);
  });

  it("says one credit in the singular of its unit: 'Added 1 hour', '1 of 1 contact hour earned'", async () => {
    const { agent } = await signedIn(t);
    const hours = await addCertification(agent, { name: "CPA", creditsRequired: 5 });
    const contact = await addCertification(agent, {
      name: "RN",
      creditsRequired: 1,
      creditsUnit: "contact hours",
    });
    await addCredit(agent, hours.id, { credits: 1 });
    await addCredit(agent, contact.id, { credits: 1 });
    const feed = await activityOf(agent);
    expect(feed.map((entry) => entry.title)).toEqual(
      expect.arrayContaining(["Added 1 hour to CPA", "Added 1 contact hour to RN"]),
    );
    expect(feed.find((entry) => entry.type === "completed")?.detail).toBe(
      "1 of 1 contact hour earned",
    );
  });

  it("records 'completed' when the certification is edited to require no more than is earned", async () => {
    const { agent, certification } = await withCertification();
    await addCredit(agent, certification.id, { credits: 12 });
    const edited = await agent.put(
      `/api/certifications/${certification.id}`,
      certificationForm({ name: "CPA", creditsRequired: 12 }),
    );
    expect(edited.json()).toMatchObject({ creditsEarned: 12, deadlineStatus: "Completed" });
    expect((await activityOf(agent))[0]).toMatchObject({
      type: "completed",
      title: "Completed the credits for CPA",
      detail: "12 of 12 hours earned",
    });
  });

  it.each([
    ["a missing title", { title: undefined }, `title: ${creditMessages.titleRequired}`],
    ["a blank title", { title: "  " }, `title: ${creditMessages.titleRequired}`],
    ["0 credits", { credits: 0 }, `credits: ${creditMessages.credits}`],
    ["1.255 credits", { credits: 1.255 }, `credits: ${creditMessages.credits}`],
    [
      "a missing completion date",
      { completionDate: undefined },
      `completionDate: ${creditMessages.completionDateRequired}`,
    ],
    [
      "an impossible date",
      { completionDate: "2026-02-30" },
      `completionDate: ${calendarDateMessage}`,
    ],
    [
      "tomorrow's date",
      { completionDate: "2026-03-02" },
      `completionDate: ${creditMessages.completionDateInFuture}`,
    ],
  ])("refuses %s with 400 and saves nothing", async (_case, overrides, message) => {
    const { agent, certification, url } = await withCertification();
    const response = await agent.post(url, { ...course, ...overrides });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
    expect(await creditRowsOf(certification.id)).toEqual([]);
    expect(await certificationOf(agent, certification.id)).toMatchObject({ creditsEarned: 0 });
    expect((await activityOf(agent)).map((entry) => entry.type)).toEqual(["added"]);
  });

  it("judges 'the future' by the user's own today", async () => {
    const future = { message: `completionDate: ${creditMessages.completionDateInFuture}` };
    const post = (user: { agent: Agent; url: string }, date: string) =>
      user.agent.post(user.url, { ...course, completionDate: date });

    // 12:00 UTC on 1 March is already 2 March in Auckland.
    const auckland = await withCertification({ timeZone: "Pacific/Auckland" });
    expect((await post(auckland, "2026-03-02")).statusCode).toBe(201);
    const dayAfter = await post(auckland, "2026-03-03");
    expect(dayAfter.statusCode).toBe(400);
    expect(dayAfter.json()).toEqual(future);

    // 05:00 UTC on 1 March is still 28 February in Los Angeles.
    t.clock.set("2026-03-01T05:00:00Z");
    const losAngeles = await withCertification({ timeZone: "America/Los_Angeles" });
    expect((await post(losAngeles, "2026-02-28")).statusCode).toBe(201);
    const utcToday = await post(losAngeles, "2026-03-01");
    expect(utcToday.statusCode).toBe(400);
    expect(utcToday.json()).toEqual(future);

    t.clock.set("2026-03-01T23:59:59Z");
    const utc = await withCertification();
    expect((await post(utc, "2026-03-01")).statusCode).toBe(201);
    expect((await post(utc, "2026-03-02")).statusCode).toBe(400);
  });

  it("keeps creditsEarned exact when 20 credits are added at once", async () => {
    const { agent, certification, url } = await withCertification();
    const values = Array.from({ length: 20 }, (_, index) => index + 1);
    const responses = await postAllAtOnce(
      agent,
      url,
      values.map((credits) => ({ ...course, title: `Course ${credits}`, credits })),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(values.map(() => 201));
    expect(await certificationOf(agent, certification.id)).toMatchObject({ creditsEarned: 210 });
    expect((await getList(agent, url)).total).toBe(20);
    expect((await activityOf(agent)).filter((entry) => entry.type === "completed")).toHaveLength(1);
  });
});

describe("PUT and DELETE /api/credits/:id", () => {
  it("recounts creditsEarned when a credit is edited or deleted", async () => {
    const { agent, certification } = await withCertification();
    const kept = await addCredit(agent, certification.id, { credits: 3 });
    const edited = await addCredit(agent, certification.id, { credits: 4 });
    const response = await agent.put(`/api/credits/${edited.id}`, {
      title: "Ethics (full day)",
      credits: 10,
      completionDate: "2026-02-01",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      ...edited,
      title: "Ethics (full day)",
      credits: 10,
      completionDate: "2026-02-01",
      description: null,
    });
    expect(await certificationOf(agent, certification.id)).toMatchObject({
      creditsEarned: 13,
      deadlineStatus: "In Progress",
    });

    const refused = await agent.put(`/api/credits/${edited.id}`, { ...course, credits: 0 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: `credits: ${creditMessages.credits}` });

    const removed = await agent.delete(`/api/credits/${edited.id}`);
    expect(removed.statusCode).toBe(204);
    expect(await certificationOf(agent, certification.id)).toMatchObject({ creditsEarned: 3 });
    expect((await creditRowsOf(certification.id)).map((row) => row.id)).toEqual([kept.id]);
    expect((await agent.delete(`/api/credits/${edited.id}`)).statusCode).toBe(404);
  });

  it("refuses an edit to a completion date after the user's today", async () => {
    const { agent, certification } = await withCertification({ timeZone: "America/New_York" });
    const credit = await addCredit(agent, certification.id);
    const response = await agent.put(`/api/credits/${credit.id}`, {
      ...course,
      completionDate: "2026-03-02",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: `completionDate: ${creditMessages.completionDateInFuture}`,
    });
    expect(await creditRowsOf(certification.id)).toMatchObject([{ completionDate: "2026-01-10" }]);
  });
});

describe("certificates", () => {
  async function withCredit() {
    const setup = await withCertification();
    const credit = await addCredit(setup.agent, setup.certification.id);
    return { ...setup, credit, certificateUrl: `/api/credits/${credit.id}/certificate` };
  }

  it.each([
    ["PDF", pdf, "application/pdf", "cpa-ethics.pdf"],
    ["PNG", png, "image/png", "scan.png"],
    ["JPEG", jpeg, "image/jpeg", "photo.jpg"],
  ])("accepts a %s and serves it to its owner", async (_kind, bytes, type, name) => {
    const { user, agent, credit, certificateUrl, url } = await withCredit();
    const response = await sendRaw(agent, `${certificateUrl}?name=${name}`, bytes, type);
    expect(response.statusCode).toBe(200);
    const attached = { ...credit, certificateUrl, certificateName: name, certificateType: type };
    expect(response.json()).toEqual(attached);
    expect((await getList(agent, url)).rows).toEqual([attached]);
    expect(await filesOf(user.id)).toMatchObject([{ purpose: "certificate", contentType: type }]);

    const served = await agent.get(certificateUrl);
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe(type);
    expect(served.headers["x-content-type-options"]).toBe("nosniff");
    expect(served.headers["content-disposition"]).toBe(
      `inline; filename="${name}"; filename*=UTF-8''${name}`,
    );
    expect(served.rawPayload.equals(bytes)).toBe(true);
    const download = await agent.get(`${certificateUrl}?download=1`);
    expect(download.headers["content-disposition"]).toBe(
      `attachment; filename="${name}"; filename*=UTF-8''${name}`,
    );
  });

  it("accepts a certificate of exactly 10 MB", async () => {
    const { user, agent, certificateUrl } = await withCredit();
    const padding = Buffer.alloc(certificateUploadRule.maxBytes - pdf.length, 0x20);
    const response = await sendRaw(
      agent,
      certificateUrl,
      Buffer.concat([pdf, padding]),
      "application/pdf",
    );
    expect(response.statusCode).toBe(200);
    expect(await filesOf(user.id)).toMatchObject([{ size: certificateUploadRule.maxBytes }]);
    // 10 MB through the embedded engine: about 7 s alone, over a minute beside the whole run.
  }, 180_000);

  it("refuses an HTML file sent as a PDF (400) and a file over 10 MB (413)", async () => {
    const { user, agent, credit, certificateUrl } = await withCredit();
    const html = "<html><body><script>alert(document.cookie)</script></body></html>";
    const wrong = await sendRaw(agent, `${certificateUrl}?name=cert.pdf`, html, "application/pdf");
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ message: certificateUploadRule.messages.wrongType });

    const padding = Buffer.alloc(certificateUploadRule.maxBytes + 1 - pdf.length, 0x20);
    const large = await sendRaw(
      agent,
      certificateUrl,
      Buffer.concat([pdf, padding]),
      "application/pdf",
    );
    expect(large.statusCode).toBe(413);
    expect(large.json()).toEqual({ message: certificateUploadRule.messages.tooLarge });

    expect(await filesOf(user.id)).toEqual([]);
    expect((await agent.get(certificateUrl)).statusCode).toBe(404);
    expect(
      (await getList(agent, `/api/certifications/${credit.certificationId}/credits`)).rows,
    ).toEqual([credit]);
  });

  it("serves a PDF uploaded as '../../evil.html' under a safe name ending in .pdf", async () => {
    const { agent, certificateUrl } = await withCredit();
    const name = encodeURIComponent("../../evil.html");
    const response = await sendRaw(agent, `${certificateUrl}?name=${name}`, pdf, "application/pdf");
    expect(response.json()).toMatchObject({ certificateName: "evil.html.pdf" });
    const served = await agent.get(`${certificateUrl}?download=1`);
    expect(served.headers["content-type"]).toBe("application/pdf");
    expect(served.headers["content-disposition"]).toBe(
      `attachment; filename="evil.html.pdf"; filename*=UTF-8''evil.html.pdf`,
    );
  });

  it("deletes the old file when the certificate is replaced, removed or its credit deleted", async () => {
    const { user, agent, credit, certificateUrl } = await withCredit();
    await sendRaw(agent, `${certificateUrl}?name=first.pdf`, pdf, "application/pdf");
    const [first] = await filesOf(user.id);
    await sendRaw(agent, `${certificateUrl}?name=second.png`, png, "image/png");
    const afterReplace = await filesOf(user.id);
    expect(afterReplace).toMatchObject([{ contentType: "image/png" }]);
    expect(afterReplace[0]?.id).not.toBe(first?.id);

    const detached = await agent.delete(certificateUrl);
    expect(detached.statusCode).toBe(200);
    expect(detached.json()).toEqual(credit);
    expect(await filesOf(user.id)).toEqual([]);
    expect((await agent.get(certificateUrl)).statusCode).toBe(404);

    await sendRaw(agent, certificateUrl, jpeg, "image/jpeg");
    expect(await filesOf(user.id)).toHaveLength(1);
    expect((await agent.delete(`/api/credits/${credit.id}`)).statusCode).toBe(204);
    expect(await filesOf(user.id)).toEqual([]);
  });

  it("still serves the certificate of a finished cycle but refuses to replace it (409)", async () => {
    const { agent, certification, certificateUrl } = await withCredit();
    await sendRaw(agent, `${certificateUrl}?name=old.pdf`, pdf, "application/pdf");
    await agent.post(`/api/certifications/${certification.id}/renew`, { creditsRequired: 20 });
    const replaced = await sendRaw(agent, certificateUrl, png, "image/png");
    expect(replaced.statusCode).toBe(409);
    expect(replaced.json()).toEqual({ message: creditMessages.pastCycle });
    expect((await agent.delete(certificateUrl)).statusCode).toBe(409);
    const served = await agent.get(certificateUrl);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(pdf)).toBe(true);
  });

  it("answers 401 to anyone signed out", async () => {
    const { certificateUrl, url } = await withCredit();
    const anonymous = new Agent(t.app);
    expect((await anonymous.get(certificateUrl)).statusCode).toBe(401);
    expect((await anonymous.get(url)).statusCode).toBe(401);
    expect((await anonymous.post(url, course)).statusCode).toBe(401);
    expect((await sendRaw(anonymous, certificateUrl, pdf, "application/pdf")).statusCode).toBe(401);
  });
});
