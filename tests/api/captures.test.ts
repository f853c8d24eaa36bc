import { maxPdfPages, maxWaitingCaptures } from "@common/captures";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { captures, files } from "../../src/server/db/schema";
import {
  claimCapture,
  failCapture,
  renewCaptureLease,
} from "../../src/server/features/captures/capture-queue";
import { certificateReader } from "../../src/server/features/captures/read-capture";
import {
  type ReadCapture,
  readWaitingCaptures,
} from "../../src/server/features/captures/read-waiting-captures";
import { createOcrPool } from "../../src/server/features/captures/reading/ocr-pool";
import type { Agent } from "../support/agent";
import { certificateCorpus } from "../support/certificate-corpus/certificate-corpus";
import { photoOf, scanOf } from "../support/certificate-corpus/certificate-images";
import {
  certificateLines,
  certificatePdf,
  certificatePng,
  pngHeader,
} from "../support/certificate-files";
import { addCertification, pdf, png } from "../support/certifications";
import { signedIn } from "../support/factories";
import { setUpTestApp } from "../support/test-app";

const t = setUpTestApp({ now: "2026-11-28T12:00:00Z" });
/** A reader's claim holds this long unless renewed (CAPTURE_LEASE_SECONDS' default). */
const leaseMs = 60_000;

async function upload(agent: Agent, body: Buffer, name: string, type = "application/pdf") {
  return agent.send("POST", `/api/captures?name=${encodeURIComponent(name)}`, body, {
    "content-type": type,
    "x-csrf-token": await agent.csrfToken(),
  });
}

describe("uploading a certificate to be read", () => {
  it("answers 202 with the capture queued, in the user's inbox, newest first", async () => {
    const { agent } = await signedIn(t);
    const first = await upload(agent, pdf, "certificate.pdf");
    expect(first.statusCode).toBe(202);
    expect(first.json()).toMatchObject({
      status: "queued",
      fileName: "certificate.pdf",
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
      "certificate.pdf",
    ]);
    const file = await agent.get(first.json().fileUrl);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(pdf)).toBe(true);
    // Nothing frames it: the review shows its pages as images.
    expect(file.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    // Until it is read, the review shows no page of a PDF, and an image as it is.
    expect(first.json().pageImages).toEqual([]);
    expect((await agent.get(`/api/captures/${first.json().id}/pages/1`)).statusCode).toBe(404);
    expect(second.json().pageImages).toEqual([
      { number: 1, url: second.json().fileUrl, size: null },
    ]);
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
    const photoAsPdf = await upload(agent, png, "scan.pdf", "application/pdf");
    expect(photoAsPdf.statusCode).toBe(400);
    expect(photoAsPdf.json()).toMatchObject({
      message:
        "This file says it is a PDF but it is a PNG image. Upload it again under its real type.",
    });
    // A header of a few bytes claiming 1.6 billion pixels is refused before any decoding.
    const bomb = await upload(agent, pngHeader(40_000, 40_000), "bomb.png", "image/png");
    expect(bomb.statusCode).toBe(400);
    expect(bomb.json().message).toMatch(/^This image is 40,000 × 40,000 pixels/);
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
    expect((await other.agent.get(`/api/captures/${id}/pages/1`)).statusCode).toBe(404);
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
    const [one, other] = await Promise.all([
      claimCapture(t.db, now, leaseMs),
      claimCapture(t.db, now, leaseMs),
    ]);
    const claimed = [one, other].filter((row) => row?.id === id);
    expect(claimed).toHaveLength(1);
    expect(claimed[0]).toMatchObject({ status: "reading", attempts: 1 });
    // Its reader dies: nobody takes it while the lease holds, and another reader after.
    expect(await claimCapture(t.db, new Date(now.getTime() + 1000), leaseMs)).toBeNull();
    const later = new Date(now.getTime() + leaseMs + 1000);
    expect(await claimCapture(t.db, later, leaseMs)).toMatchObject({
      id,
      status: "reading",
      attempts: 2,
    });
    const [row] = await t.db.select().from(captures).where(eq(captures.id, id));
    expect(row?.status).toBe("reading");
  });
});

describe("reading a certificate and saving it as a credit", () => {
  const pool = createOcrPool(1);
  afterAll(() => pool.close());
  const readers = (read: ReadCapture = certificateReader(pool), lease = leaseMs) =>
    readWaitingCaptures({ db: t.db, clock: t.clock, read, leaseMs: lease }, 1);
  const [nursing] = certificateCorpus().filter(
    (certificate) => certificate.fields.creditsUnit === "contact hours",
  );

  it("reads a text PDF into its fields with their evidence, then saves it as a credit with its certificate", async () => {
    if (!nursing) throw new Error("the corpus has a nursing certificate");
    const { agent } = await signedIn(t);
    const license = await addCertification(agent, {
      name: "RN License",
      creditsRequired: 30,
      creditsUnit: "contact hours",
      reportingPeriodStart: "2020-01-01",
      reportingPeriodEnd: "2030-12-31",
    });
    const data = await nursing.pdf();
    const { id } = (await upload(agent, data, "certificate.pdf")).json();
    await readers();

    const read = (await agent.get(`/api/captures/${id}`)).json();
    expect(read).toMatchObject({ status: "ready", pages: nursing.pages.length, error: null });
    expect(read.fields).toEqual({ ...nursing.fields, categories: [] });
    expect(read.evidence.completionDate[0]).toMatchObject({ page: 1 });
    expect(read.suggestions).toEqual([
      expect.objectContaining({ certificationId: license.id, credits: nursing.fields.credits }),
    ]);

    const saved = await agent.post(`/api/captures/${id}/credit`, {
      title: read.fields.title,
      provider: read.fields.provider,
      credits: read.fields.credits,
      completionDate: read.fields.completionDate,
      categories: [],
      certificationIds: [license.id],
    });
    expect(saved.statusCode).toBe(201);
    expect(saved.json()).toMatchObject({
      title: nursing.fields.title,
      certificationId: license.id,
    });
    const certificate = await agent.get(saved.json().certificateUrl);
    expect(certificate.rawPayload.equals(data)).toBe(true);
    const detail = (await agent.get(`/api/certifications/${license.id}`)).json();
    expect(detail.creditsEarned).toBe(nursing.fields.credits);
    expect((await agent.get(`/api/captures/${id}`)).statusCode).toBe(404);
  });

  it("draws the pages read as images for the review, the size the evidence boxes are in", async () => {
    const { agent } = await signedIn(t);
    const long = await certificatePdf(certificateLines, { pages: maxPdfPages + 2 });
    const { id } = (await upload(agent, long, "long.pdf")).json();
    const photo = (
      await upload(agent, await certificatePng(certificateLines), "photo.png", "image/png")
    ).json();
    await readers();
    const read = (await agent.get(`/api/captures/${id}`)).json();
    expect(read.pages).toBe(maxPdfPages + 2);
    // The pages read, each the size of a letter page in points, as its evidence boxes are.
    expect(read.pageImages).toHaveLength(maxPdfPages);
    expect(read.pageImages[maxPdfPages - 1]).toEqual({
      number: maxPdfPages,
      url: `/api/captures/${id}/pages/${maxPdfPages}`,
      size: { width: 612, height: 792 },
    });
    const titleBox = read.evidence.title[0].box;
    expect(titleBox.x + titleBox.width).toBeLessThanOrEqual(612);

    const page = await agent.get(read.pageImages[maxPdfPages - 1].url);
    expect(page.statusCode).toBe(200);
    // Its owner's alone.
    const other = await signedIn(t);
    expect((await other.agent.get(read.pageImages[0].url)).statusCode).toBe(404);
    expect(page.headers["content-type"]).toBe("image/webp");
    expect(page.headers["cache-control"]).toMatch(/^private/);
    const drawn = await sharp(page.rawPayload).metadata();
    // About 1400 pixels high, as wide as a letter page is for that height.
    expect(drawn).toMatchObject({ format: "webp", height: 1400 });
    expect(drawn.width).toBe(Math.ceil((612 / 792) * 1400));

    // A page past those read, or none at all, is not drawn.
    expect((await agent.get(`/api/captures/${id}/pages/${maxPdfPages + 1}`)).statusCode).toBe(404);
    expect((await agent.get(`/api/captures/${id}/pages/0`)).statusCode).toBe(404);
    expect((await agent.get(`/api/captures/${id}/pages/one`)).statusCode).toBe(404);
    // An image is its own page: shown from its file, at its own pixel size.
    const image = (await agent.get(`/api/captures/${photo.id}`)).json();
    const pixels = await sharp(await certificatePng(certificateLines)).metadata();
    expect(image.pageImages).toEqual([
      { number: 1, url: image.fileUrl, size: { width: pixels.width, height: pixels.height } },
    ]);
    expect((await agent.get(`/api/captures/${photo.id}/pages/1`)).statusCode).toBe(404);
  });

  it("reads a photographed certificate by OCR", async () => {
    // Seconds: the OCR engine starts and reads a page image.
    const { agent } = await signedIn(t);
    const photo = await certificatePng(certificateLines);
    const { id } = (await upload(agent, photo, "photo.png", "image/png")).json();
    await readers();
    const read = (await agent.get(`/api/captures/${id}`)).json();
    expect(read.status).toBe("ready");
    expect(read.fields.title).not.toBeNull();
    expect(read.fields.credits).not.toBeNull();
  });

  it("reads a scan and a phone photo of a corpus certificate into its true fields", async () => {
    // Seconds: two page images of the corpus, each made and read by OCR (about a second each
    // here); bench:capture reads the whole corpus this way and prints the shares read right.
    const certificate = certificateCorpus().find(
      (certificate) => certificate.fields.categories.length,
    );
    if (!certificate) throw new Error("the corpus has a certificate with a category");
    const { agent } = await signedIn(t);
    await addCertification(agent, {
      name: `${certificate.profession} license`,
      requirements: {
        categories: certificate.userCategories.map((name) => ({
          name,
          kind: "minimum",
          credits: 1,
        })),
      },
    });
    const pdfBytes = await certificate.pdf();
    const scan = await upload(
      agent,
      await scanOf(pdfBytes, certificate.id),
      "scan.png",
      "image/png",
    );
    const photo = await upload(
      agent,
      await photoOf(pdfBytes, certificate.id),
      "photo.jpg",
      "image/jpeg",
    );
    await readers();
    for (const { id } of [scan.json(), photo.json()]) {
      const read = (await agent.get(`/api/captures/${id}`)).json();
      expect(read).toMatchObject({ status: "ready", pages: 1, fields: certificate.fields });
    }
    // Each image is also read once small, for its slope: on the whole run's busy cores the two
    // readings have taken 104 s.
  }, 360_000);

  it("finishes a reading whose reader stopped renewing its lease once the lease runs out", async () => {
    if (!nursing) throw new Error("the corpus has a nursing certificate");
    await t.db.delete(captures);
    const { agent } = await signedIn(t);
    const { id } = (await upload(agent, await nursing.pdf(), "certificate.pdf")).json();
    // A reader takes it and its instance stops before it is done: nothing renews its lease.
    const dead = await claimCapture(t.db, t.clock.now(), leaseMs);
    expect(dead).toMatchObject({ id, status: "reading" });
    if (!dead) throw new Error("the capture was claimed");
    await readers();
    expect((await agent.get(`/api/captures/${id}`)).json().status).toBe("reading");
    t.clock.advance({ minutes: leaseMs / 60_000 + 1 });
    await readers();
    expect((await agent.get(`/api/captures/${id}`)).json()).toMatchObject({
      status: "ready",
      fields: { title: nursing.fields.title },
    });
    // Were the first reader to wake up, its claim is gone: it neither renews nor fails it.
    expect(await renewCaptureLease(t.db, dead, t.clock.now(), leaseMs)).toBe(false);
    await failCapture(t.db, dead, "a late answer", t.clock.now());
    expect((await agent.get(`/api/captures/${id}`)).json().status).toBe("ready");
  });

  it("keeps a reading that outlasts its lease with its reader, renewed while it reads", async () => {
    if (!nursing) throw new Error("the corpus has a nursing certificate");
    await t.db.delete(captures);
    const { agent } = await signedIn(t);
    const { id } = (await upload(agent, await nursing.pdf(), "long.pdf")).json();
    let started = () => {};
    const reading = new Promise<void>((resolve) => {
      started = resolve;
    });
    let finish = () => {};
    const finished = new Promise<void>((resolve) => {
      finish = resolve;
    });
    const slowRead: ReadCapture = async (...file) => {
      started();
      await finished;
      return certificateReader(pool)(...file);
    };
    // A lease of a fifth of a second, renewed about every 70 ms while the reading goes on.
    const shortLease = 200;
    const reader = readers(slowRead, shortLease);
    await reading;
    // Ten minutes pass by the database's clock: the lease holds only if its reader renewed it.
    t.clock.advance({ minutes: 10 });
    const leaseUntil = async () =>
      (await t.db.select().from(captures).where(eq(captures.id, id)))[0]?.leaseUntil ?? null;
    for (let until = await leaseUntil(); !until || until <= t.clock.now(); ) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      until = await leaseUntil();
    }
    expect(await claimCapture(t.db, t.clock.now(), shortLease)).toBeNull();
    finish();
    expect(await reader).toEqual({ taken: 1 });
    expect((await agent.get(`/api/captures/${id}`)).json()).toMatchObject({
      status: "ready",
      fields: { title: nursing.fields.title },
    });
  });

  it("stops a reading that takes too long and leaves the fields to the user, once", async () => {
    await t.db.delete(captures);
    const { agent } = await signedIn(t);
    const photo = await certificatePng(certificateLines);
    const { id } = (await upload(agent, photo, "slow.png", "image/png")).json();
    // No OCR engine starts and reads a page in a millisecond.
    const hastyPool = createOcrPool(1, { limitMs: 1 });
    try {
      expect(await readers(certificateReader(hastyPool))).toEqual({ taken: 1 });
      expect(await readers(certificateReader(hastyPool))).toEqual({ taken: 0 });
    } finally {
      await hastyPool.close();
    }
    expect((await agent.get(`/api/captures/${id}`)).json()).toMatchObject({
      status: "failed",
      fields: null,
      error: "Reading this certificate took too long; fill in the fields yourself",
    });
  });

  it("fails a file it cannot read with what to do about it", async () => {
    const { agent } = await signedIn(t);
    const truncated = (await nursing?.pdf())?.subarray(0, 400);
    if (!truncated) throw new Error("the corpus has a nursing certificate");
    const { id } = (await upload(agent, truncated, "cut.pdf")).json();
    await readers();
    expect((await agent.get(`/api/captures/${id}`)).json()).toMatchObject({
      status: "failed",
      error:
        "This PDF is damaged and cannot be read. Download it again from where you got it and upload the new copy.",
    });
    // It has no pages to show; the review links to its file.
    expect((await agent.get(`/api/captures/${id}`)).json().pageImages).toEqual([]);
    expect((await agent.get(`/api/captures/${id}/pages/1`)).statusCode).toBe(404);
  });
});
