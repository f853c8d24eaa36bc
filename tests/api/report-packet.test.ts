import { createHash, randomBytes } from "node:crypto";
import { buffer } from "node:stream/consumers";
import type { Credit } from "@common/certifications/credit";
import { describe, expect, it } from "vitest";
import { auditPacket } from "../../src/server/features/reports/audit-packet";
import { manifestHeader } from "../../src/server/features/reports/audit-packet-manifest";
import { loadCycleReport } from "../../src/server/features/reports/cycle-report";
import { tooManyPackets } from "../../src/server/features/reports/send-audit-packet";
import type { Agent } from "../support/agent";
import { addCertification, addCredit, jpeg, pdf, png, sendRaw } from "../support/certifications";
import { signedIn } from "../support/factories";
import { pdfText } from "../support/pdf-text";
import { setUpTestApp } from "../support/test-app";
import { zipEntries, zipFiles } from "../support/zip-entries";

const now = "2026-11-24T12:00:00.000Z";
const t = setUpTestApp({ now });

const premium = { subscriptionStatus: "active" } as const;
const sha256 = (data: Buffer) => createHash("sha256").update(data).digest("hex");

/** A certificate as a scanner saves it: the format's real header, then its content. */
const scanned = (header: Buffer, bytes: number) => Buffer.concat([header, randomBytes(bytes)]);

async function attach(agent: Agent, credit: Credit, data: Buffer, type: string, name: string) {
  const response = await sendRaw(
    agent,
    `/api/credits/${credit.id}/certificate?name=${name}`,
    data,
    type,
  );
  expect(response.statusCode, response.body).toBe(200);
}

async function packetOf(agent: Agent, certificationId: number, query = "") {
  const response = await agent.get(
    `/api/reports/certifications/${certificationId}/packet.zip${query}`,
  );
  expect(response.statusCode, response.body).toBe(200);
  return { response, entries: await zipEntries(response.rawPayload) };
}

/** The records of a CSV document (RFC 4180: quoted cells may hold commas, quotes, newlines). */
function csvRecords(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let cell = "";
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ",") {
      record.push(cell);
      cell = "";
    } else if (char === "\r" && text[index + 1] === "\n") {
      record.push(cell);
      records.push(record);
      record = [];
      cell = "";
      index += 1;
    } else cell += char;
  }
  return records;
}

function manifestOf(entries: { name: string; data: Buffer }[]) {
  const manifest = entries.find((entry) => entry.name === "manifest.csv");
  if (!manifest) throw new Error("no manifest.csv in the packet");
  const text = manifest.data.toString("utf8");
  expect(text.startsWith("\uFEFF"), "manifest starts with a byte order mark").toBe(true);
  const [header, ...rows] = csvRecords(text.slice(1));
  expect(header).toEqual([...manifestHeader]);
  return rows;
}

describe("GET /api/reports/certifications/:id/packet.zip", () => {
  it("holds the transcript, every certificate as uploaded, and a manifest of them", async () => {
    const { agent } = await signedIn(t, premium);
    const certification = await addCertification(agent, {
      name: "RN License",
      reportingPeriodStart: "2025-01-01",
      reportingPeriodEnd: "2026-12-31",
    });
    const ethics = await addCredit(agent, certification.id, {
      title: "Ethics in nursing, part 1",
      credits: 2.5,
      completionDate: "2026-03-14",
      categories: ["Ethics"],
    });
    const wound = await addCredit(agent, certification.id, {
      title: "Wound care",
      credits: 3,
      completionDate: "2026-05-02",
    });
    const sepsis = await addCredit(agent, certification.id, {
      title: "Sepsis update",
      credits: 1,
      completionDate: "2026-06-20",
    });
    await addCredit(agent, certification.id, {
      title: "No certificate",
      completionDate: "2026-07-01",
    });
    // Larger than the pieces the packet reads (1 MB), so one certificate is read in three.
    const ethicsPdf = scanned(pdf, 2_500_000);
    const woundPng = scanned(png, 70_000);
    await attach(agent, ethics, ethicsPdf, "application/pdf", "ethics.pdf");
    await attach(agent, wound, woundPng, "image/png", "wound.png");
    await attach(agent, sepsis, jpeg, "image/jpeg", "sepsis.jpg");

    const { response, entries } = await packetOf(agent, certification.id);
    expect(response.headers["content-type"]).toBe("application/zip");
    expect(response.headers["content-disposition"]).toBe(
      `attachment; filename="RN License audit packet 2026-11-24.zip"; filename*=UTF-8''RN%20License%20audit%20packet%202026-11-24.zip`,
    );
    // Known before the first byte, so the browser shows how far the download has come.
    expect(response.headers["content-length"]).toBe(String(response.rawPayload.length));
    expect(response.headers["cache-control"]).toBe("no-store");

    expect(entries.map((entry) => entry.name)).toEqual([
      "transcript.pdf",
      "certificates/2026-03-14 Ethics in nursing, part 1.pdf",
      "certificates/2026-05-02 Wound care.png",
      "certificates/2026-06-20 Sepsis update.jpg",
      "manifest.csv",
    ]);
    const [transcript, ethicsEntry, woundEntry, sepsisEntry] = entries;
    const transcriptText = (await pdfText(transcript?.data ?? Buffer.alloc(0))).all;
    for (const title of [
      "RN License",
      "Ethics in nursing, part 1",
      "Wound care",
      "No certificate",
    ]) {
      expect(transcriptText).toContain(title);
    }
    expect(ethicsEntry?.data.equals(ethicsPdf)).toBe(true);
    expect(woundEntry?.data.equals(woundPng)).toBe(true);
    expect(sepsisEntry?.data.equals(jpeg)).toBe(true);
    // Stored as they are: PDFs and images are compressed already.
    expect(entries.map((entry) => entry.compressionMethod)).toEqual([0, 0, 0, 0, 0]);

    expect(manifestOf(entries)).toEqual([
      [
        "transcript.pdf",
        "Transcript of RN License",
        "",
        "",
        "",
        "",
        String(transcript?.data.length),
        sha256(transcript?.data ?? Buffer.alloc(0)),
      ],
      [
        "certificates/2026-03-14 Ethics in nursing, part 1.pdf",
        "Ethics in nursing, part 1",
        "2026-03-14",
        "2.5",
        "hours",
        "Ethics",
        String(ethicsPdf.length),
        sha256(ethicsPdf),
      ],
      [
        "certificates/2026-05-02 Wound care.png",
        "Wound care",
        "2026-05-02",
        "3",
        "hours",
        "",
        String(woundPng.length),
        sha256(woundPng),
      ],
      [
        "certificates/2026-06-20 Sepsis update.jpg",
        "Sepsis update",
        "2026-06-20",
        "1",
        "hours",
        "",
        String(jpeg.length),
        sha256(jpeg),
      ],
    ]);
  });

  it("gives two credits of the same date and title names of their own", async () => {
    const { agent } = await signedIn(t, premium);
    const certification = await addCertification(agent);
    const same = { title: "Pain management", completionDate: "2026-02-03" };
    const first = await addCredit(agent, certification.id, same);
    const second = await addCredit(agent, certification.id, same);
    const firstPdf = scanned(pdf, 1_000);
    const secondPdf = scanned(pdf, 2_000);
    await attach(agent, first, firstPdf, "application/pdf", "a.pdf");
    await attach(agent, second, secondPdf, "application/pdf", "b.pdf");

    const files = await zipFiles((await packetOf(agent, certification.id)).response.rawPayload);
    expect(files.get("certificates/2026-02-03 Pain management.pdf")?.data.equals(firstPdf)).toBe(
      true,
    );
    expect(
      files.get("certificates/2026-02-03 Pain management (2).pdf")?.data.equals(secondPdf),
    ).toBe(true);
  });

  it("holds the transcript and the manifest for a cycle without certificates", async () => {
    const { agent } = await signedIn(t, premium);
    const certification = await addCertification(agent, { name: "PE License" });
    await addCredit(agent, certification.id, { title: "Structural loads" });

    const { entries } = await packetOf(agent, certification.id);
    expect(entries.map((entry) => entry.name)).toEqual(["transcript.pdf", "manifest.csv"]);
    expect(manifestOf(entries).map((row) => row[0])).toEqual(["transcript.pdf"]);
  });

  it("holds a past cycle's certificates only when that cycle is asked for", async () => {
    const { agent } = await signedIn(t, premium);
    const certification = await addCertification(agent, {
      receivedDate: "2023-01-01",
      expirationDate: "2025-12-31",
      reportingPeriodStart: "2023-01-01",
      reportingPeriodEnd: "2025-12-31",
    });
    const old = await addCredit(agent, certification.id, {
      title: "Old course",
      completionDate: "2025-04-01",
    });
    const oldPdf = scanned(pdf, 500);
    await attach(agent, old, oldPdf, "application/pdf", "old.pdf");
    const renewed = await agent.post(`/api/certifications/${certification.id}/renew`, {
      receivedDate: "2026-01-01",
      expirationDate: "2027-12-31",
      reportingPeriodStart: "2026-01-01",
      reportingPeriodEnd: "2027-12-31",
      creditsRequired: 30,
    });
    expect(renewed.statusCode, renewed.body).toBe(200);
    const current = await addCredit(agent, certification.id, {
      title: "New course",
      completionDate: "2026-04-01",
    });
    await attach(agent, current, png, "image/png", "new.png");

    const past = await packetOf(agent, certification.id, "?cycle=1");
    expect(past.entries.map((entry) => entry.name)).toEqual([
      "transcript.pdf",
      "certificates/2025-04-01 Old course.pdf",
      "manifest.csv",
    ]);
    expect(past.entries[1]?.data.equals(oldPdf)).toBe(true);
    expect(past.response.headers["content-disposition"]).toContain(
      'filename="Registered Nurse cycle 1 audit packet 2026-11-24.zip"',
    );
    const now = await packetOf(agent, certification.id);
    expect(now.entries.map((entry) => entry.name)).toEqual([
      "transcript.pdf",
      "certificates/2026-04-01 New course.png",
      "manifest.csv",
    ]);
    const missing = await agent.get(
      `/api/reports/certifications/${certification.id}/packet.zip?cycle=3`,
    );
    expect(missing.statusCode).toBe(404);
  });

  it("answers 404 for another user's certification and 400 for a bad cycle", async () => {
    const { agent: owner } = await signedIn(t, premium);
    const certification = await addCertification(owner);
    const { agent: stranger } = await signedIn(t, premium);
    const url = `/api/reports/certifications/${certification.id}/packet.zip`;
    const refused = await stranger.get(url);
    expect(refused.statusCode).toBe(404);
    expect(refused.headers["content-type"]).toMatch(/^application\/json/);
    expect((await owner.get(`${url}?cycle=0`)).statusCode).toBe(400);
    expect((await owner.get(`${url}?cycle=first`)).statusCode).toBe(400);
  });

  it("sends at most three packets of one user's records at a time", async () => {
    const { agent } = await signedIn(t, premium);
    const certification = await addCertification(agent);
    const credit = await addCredit(agent, certification.id);
    await attach(agent, credit, scanned(pdf, 3_000_000), "application/pdf", "big.pdf");
    const url = `/api/reports/certifications/${certification.id}/packet.zip`;
    // Downloads still running: their answers have begun and are read no further.
    const start = () =>
      t.app.inject({
        method: "GET",
        url,
        remoteAddress: agent.ipAddress,
        headers: { cookie: agent.cookieHeader },
        payloadAsStream: true,
      });
    const running = [await start(), await start(), await start()];
    expect(running.map((response) => response.statusCode)).toEqual([200, 200, 200]);

    const fourth = await agent.get(url);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toEqual({ message: tooManyPackets });

    const [first, ...others] = running;
    if (!first) throw new Error("three downloads expected");
    const finished = await buffer(first.stream());
    expect((await zipEntries(finished)).length).toBe(3);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await agent.get(url)).statusCode).toBe(200);
    for (const response of others) response.stream().destroy();
  });

  it("is refused to a free user", async () => {
    const { agent } = await signedIn(t);
    const certification = await addCertification(agent);
    const response = await agent.get(`/api/reports/certifications/${certification.id}/packet.zip`);
    expect(response.statusCode).toBe(403);
  });
});

describe("auditPacket", () => {
  async function userWithCertificates(count: number, bytes: number) {
    const { user, agent } = await signedIn(t, premium);
    const certification = await addCertification(agent);
    for (let index = 0; index < count; index += 1) {
      const credit = await addCredit(agent, certification.id, { title: `Course ${index + 1}` });
      await attach(agent, credit, scanned(pdf, bytes), "application/pdf", "c.pdf");
    }
    const loaded = await loadCycleReport(t, user, certification.id);
    return { user, loaded };
  }

  it("reads no further certificate once the reader has gone away", async () => {
    const { user, loaded } = await userWithCertificates(5, 1_000_000);
    let reads = 0;
    const counted = new Proxy(t.db, {
      get(target, property, receiver) {
        if (property === "select") reads += 1;
        return Reflect.get(target, property, receiver);
      },
    });
    const packet = (await auditPacket(counted, user.id, loaded, { now: t.clock.now() })).stream;
    // The reader takes the transcript and the first certificate or so, then disconnects.
    let received = 0;
    for await (const chunk of packet) {
      received += (chunk as Buffer).length;
      if (received > 1_200_000) break;
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(packet.destroyed).toBe(true);
    expect(reads).toBeGreaterThanOrEqual(1);
    expect(reads).toBeLessThanOrEqual(2);
  });

  it("fails the stream, rather than ending a ZIP that looks complete, when a certificate is gone", async () => {
    const { user, loaded } = await userWithCertificates(2, 1_000);
    const [first, second] = loaded.files;
    if (!first || !second) throw new Error("two certificates expected");
    const broken = { ...loaded, files: [first, { ...second, fileId: "gone" }] };
    const packet = (await auditPacket(t.db, user.id, broken, { now: t.clock.now() })).stream;
    await expect(buffer(packet)).rejects.toThrow(/no longer on file/);
  });

  it("reads only the owner's files", async () => {
    const { loaded } = await userWithCertificates(1, 1_000);
    const { user: stranger } = await signedIn(t, premium);
    const packet = (await auditPacket(t.db, stranger.id, loaded, { now: t.clock.now() })).stream;
    await expect(buffer(packet)).rejects.toThrow(/no longer on file/);
  });
});
