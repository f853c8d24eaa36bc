import { maxWaitingCaptures } from "@common/captures";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { captures, files } from "../../src/server/db/schema";
import { captureLeaseMs, claimCapture } from "../../src/server/features/captures/capture-queue";
import type { Agent } from "../support/agent";
import { addCertification, pdf, png } from "../support/certifications";
import { signedIn } from "../support/factories";
import { setUpTestApp } from "../support/test-app";

const t = setUpTestApp({ now: "2026-11-28T12:00:00Z" });

async function upload(agent: Agent, body: Buffer, name: string, type = "application/pdf") {
  return agent.send("POST", `/api/captures?name=${encodeURIComponent(name)}`, body, {
    "content-type": type,
    "x-csrf-token": await agent.csrfToken(),
  });
}

describe("uploading a certificate to be read", () => {
  it("answers 202 with the capture queued, in the user's inbox, newest first", async () => {
    const { agent } = await signedIn(t);
    const first = await upload(agent, pdf, "ethics.pdf");
    expect(first.statusCode).toBe(202);
    expect(first.json()).toMatchObject({
      status: "queued",
      fileName: "ethics.pdf",
      fileType: "application/pdf",
      pages: null,
      fields: null,
      suggestions: [],
      error: null,
    });
    const second = await upload(agent, png, "photo.png", "image/png");
    expect(second.json()).toMatchObject({ status: "queued", fileType: "image/png" });

    const inbox = await agent.get("/api/captures");
    expect(inbox.headers["x-total-count"]).toBe("2");
    expect(inbox.json().map((row: { fileName: string }) => row.fileName)).toEqual([
      "photo.png",
      "ethics.pdf",
    ]);
    const file = await agent.get(first.json().fileUrl);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(pdf)).toBe(true);
    // The review screen frames it; nothing else may.
    expect(file.headers["content-security-policy"]).toContain("frame-ancestors 'self'");
    expect((await agent.get("/api/captures")).headers["content-security-policy"]).toContain(
      "frame-ancestors 'none'",
    );
  });

  it("reads the type from the content and refuses what is not a certificate's file", async () => {
    const { agent } = await signedIn(t);
    const disguised = await upload(agent, Buffer.from("<html>hello</html>"), "scan.pdf");
    expect(disguised.statusCode).toBe(400);
    expect(disguised.json()).toMatchObject({
      message: "A certificate must be a PDF, PNG, JPEG or WebP file",
    });
    const empty = await upload(agent, Buffer.alloc(0), "empty.pdf");
    expect(empty.statusCode).toBe(400);
    const huge = await upload(agent, Buffer.concat([pdf, Buffer.alloc(21 * 1024 * 1024)]), "x.pdf");
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ message: "A certificate must be 20 MB or smaller" });
    expect((await agent.get("/api/captures")).json()).toEqual([]);
  });

  it(`refuses more than ${maxWaitingCaptures} waiting for review`, async () => {
    const { agent, user } = await signedIn(t);
    const [file] = await t.db
      .insert(files)
      .values({
        id: `full-${user.id}`,
        userId: user.id,
        purpose: "certificate",
        contentType: "application/pdf",
        size: pdf.length,
        data: pdf,
      })
      .returning();
    if (!file) throw new Error("the file was not kept");
    await t.db.insert(captures).values(
      Array.from({ length: maxWaitingCaptures }, (_, index) => ({
        userId: user.id,
        fileId: file.id,
        fileName: `certificate ${index}.pdf`,
        fileType: "application/pdf",
      })),
    );
    const refused = await upload(agent, pdf, "one more.pdf");
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^You have 100 certificates waiting for review/);
  });

  it("is its owner's alone: another user's capture, its file and its review answer 404", async () => {
    const owner = await signedIn(t);
    const other = await signedIn(t);
    const { id } = (await upload(owner.agent, pdf, "mine.pdf")).json();
    const license = await addCertification(other.agent, { name: "RN" });
    expect((await other.agent.get(`/api/captures/${id}`)).statusCode).toBe(404);
    expect((await other.agent.get(`/api/captures/${id}/file`)).statusCode).toBe(404);
    expect((await other.agent.delete(`/api/captures/${id}`)).statusCode).toBe(404);
    const review = await other.agent.post(`/api/captures/${id}/credit`, {
      title: "Ethics",
      credits: 2,
      completionDate: "2026-11-01",
      certificationIds: [license.id],
    });
    expect(review.statusCode).toBe(404);
    expect((await owner.agent.get(`/api/captures/${id}`)).statusCode).toBe(200);
  });

  it("is not saved as a credit while it is being read, and discarding removes it and its file", async () => {
    const { agent } = await signedIn(t);
    const license = await addCertification(agent, { name: "RN" });
    const capture = (await upload(agent, pdf, "waiting.pdf")).json();
    const early = await agent.post(`/api/captures/${capture.id}/credit`, {
      title: "Ethics",
      credits: 2,
      completionDate: "2026-11-01",
      certificationIds: [license.id],
    });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ message: "This certificate is still being read" });

    expect((await agent.delete(`/api/captures/${capture.id}`)).statusCode).toBe(204);
    expect((await agent.get(`/api/captures/${capture.id}`)).statusCode).toBe(404);
    expect((await agent.get(capture.fileUrl)).statusCode).toBe(404);
  });
});

describe("the readers' queue", () => {
  it("gives each capture to one reader, and again once a dead reader's lease runs out", async () => {
    // The queue holds this capture alone.
    await t.db.delete(captures);
    const { agent } = await signedIn(t);
    const { id } = (await upload(agent, pdf, "queued.pdf")).json();
    const now = t.clock.now();
    const [one, other] = await Promise.all([claimCapture(t.db, now), claimCapture(t.db, now)]);
    const claimed = [one, other].filter((row) => row?.id === id);
    expect(claimed).toHaveLength(1);
    expect(claimed[0]).toMatchObject({ status: "reading", attempts: 1 });
    // Its reader dies: nobody takes it while the lease holds, and another reader after.
    expect(await claimCapture(t.db, new Date(now.getTime() + 1000))).toBeNull();
    const later = new Date(now.getTime() + captureLeaseMs + 1000);
    expect(await claimCapture(t.db, later)).toMatchObject({ id, status: "reading", attempts: 2 });
    const [row] = await t.db.select().from(captures).where(eq(captures.id, id));
    expect(row?.status).toBe("reading");
  });
});
