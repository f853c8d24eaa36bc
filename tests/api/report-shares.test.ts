import { randomBytes } from "node:crypto";
import type { Certification } from "@common/certifications/certification";
import {
  type Share,
  type ShareAccess,
  type ShareCreated,
  type SharedPacket,
  shareMessages,
} from "@common/reports";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { reportShares, users } from "../../src/server/db/schema";
import { Agent } from "../support/agent";
import { addCertification, addCredit, getList, pdf, sendRaw } from "../support/certifications";
import { signedIn } from "../support/factories";
import { pdfText } from "../support/pdf-text";
import { setUpTestApp } from "../support/test-app";
import { zipFiles } from "../support/zip-entries";

const now = "2026-03-01T12:00:00.000Z";
const t = setUpTestApp({ now });

const chromeOnWindows =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

type Owner = Awaited<ReturnType<typeof signedIn>> & { certification: Certification };

/** A premium user with a certification and two credits, one with a certificate on file. */
async function ownerWithCredits(name = "Registered Nurse", firstName = "Ada"): Promise<Owner> {
  const owner = await signedIn(t, {
    subscriptionStatus: "active",
    firstName,
    lastName: "Lovelace",
  });
  const certification = await addCertification(owner.agent, { name });
  const ethics = await addCredit(owner.agent, certification.id, {
    title: `${name}: Ethics in Practice`,
    credits: 2,
    completionDate: "2026-01-10",
  });
  await addCredit(owner.agent, certification.id, {
    title: `${name}: Wound Care Update`,
    credits: 3.5,
    completionDate: "2026-02-02",
  });
  const upload = await sendRaw(
    owner.agent,
    `/api/credits/${ethics.id}/certificate?name=ethics.pdf`,
    pdf,
    "application/pdf",
  );
  expect(upload.statusCode).toBe(200);
  return { ...owner, certification };
}

async function createShare(owner: Owner, body: Record<string, unknown> = { expiresInDays: 7 }) {
  return owner.agent.post(`/api/reports/certifications/${owner.certification.id}/shares`, body);
}

async function shareOf(owner: Owner, days = 7) {
  const response = await createShare(owner, { expiresInDays: days });
  expect(response.statusCode, response.body).toBe(201);
  const share = response.json<ShareCreated>();
  const token = share.url.split("/shared/")[1] ?? "";
  return { share, token };
}

/** Someone without an account, as a licensing board opens a link. */
function board(userAgent = chromeOnWindows) {
  const agent = new Agent(t.app);
  return {
    agent,
    get: (url: string) => agent.get(url, { "user-agent": userAgent }),
  };
}

describe("creating a share link", () => {
  it("answers the link once, with its expiry, and lists it as active without its token", async () => {
    const owner = await ownerWithCredits();
    const { share, token } = await shareOf(owner, 10);
    expect(share.url).toBe(`http://localhost:5000/shared/${token}`);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(share).toMatchObject({
      certificationId: owner.certification.id,
      certificationName: "Registered Nurse",
      cycle: owner.certification.cycle,
      status: "active",
      createdAt: now,
      expiresAt: "2026-03-11T12:00:00.000Z",
      revokedAt: null,
      accessCount: 0,
      lastAccessedAt: null,
    });

    const { rows, total } = await getList<Share>(owner.agent, "/api/reports/shares");
    expect(total).toBe(1);
    const { url: _url, ...listed } = share;
    expect(rows).toEqual([listed]);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it("stores only the token's hash, never the token", async () => {
    const owner = await ownerWithCredits();
    const { share, token } = await shareOf(owner);
    const [row] = await t.db.select().from(reportShares).where(eq(reportShares.id, share.id));
    expect(row).toBeDefined();
    for (const value of Object.values(row ?? {})) {
      expect(String(value)).not.toContain(token);
    }
    expect(row?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("refuses an expiry outside 1 to 30 days", async () => {
    const owner = await ownerWithCredits();
    for (const expiresInDays of [0, 31, 1.5, -1, "7", null]) {
      const response = await createShare(owner, { expiresInDays });
      expect(response.statusCode, String(expiresInDays)).toBe(400);
      expect(response.json().message).toContain(shareMessages.expiresInDays);
    }
    expect((await createShare(owner, { expiresInDays: 1 })).statusCode).toBe(201);
    expect((await createShare(owner, { expiresInDays: 30 })).statusCode).toBe(201);
  });

  it("refuses the 51st active link, and counts expired and revoked ones out", async () => {
    const owner = await ownerWithCredits();
    const ids: number[] = [];
    for (let index = 0; index < 50; index += 1) ids.push((await shareOf(owner, 1)).share.id);
    const refused = await createShare(owner);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: shareMessages.tooMany });

    expect((await owner.agent.delete(`/api/reports/shares/${ids[0]}`)).statusCode).toBe(200);
    expect((await createShare(owner)).statusCode).toBe(201);
    expect((await createShare(owner)).statusCode).toBe(409);

    t.clock.advance({ days: 1 });
    expect((await createShare(owner)).statusCode).toBe(201);
  });

  it("shares a cycle the certification has, and no other", async () => {
    const owner = await ownerWithCredits();
    const missing = await createShare(owner, { expiresInDays: 7, cycle: 9 });
    expect(missing.statusCode).toBe(404);
    const current = await createShare(owner, { expiresInDays: 7, cycle: 1 });
    expect(current.statusCode).toBe(201);
  });
});

describe("opening a share link", () => {
  it("shows the packet before expiry and answers 404 from the expiry on", async () => {
    const owner = await ownerWithCredits();
    const { token } = await shareOf(owner, 2);
    const visitor = board();

    const opened = await visitor.get(`/api/shared/${token}`);
    expect(opened.statusCode).toBe(200);
    expect(opened.headers["cache-control"]).toBe("no-store");
    expect(opened.headers["x-robots-tag"]).toBe("noindex, nofollow");
    expect(opened.headers["referrer-policy"]).toBe("no-referrer");
    const packet = opened.json<SharedPacket>();
    expect(packet).toMatchObject({
      holder: { name: "Ada Lovelace" },
      certification: { id: owner.certification.id, name: "Registered Nurse" },
      cycle: 1,
      reportingPeriodStart: "2024-01-15",
      reportingPeriodEnd: "2026-09-30",
      creditsRequired: 30,
      counted: 5.5,
      creditsMissing: 24.5,
      expiresAt: "2026-03-03T12:00:00.000Z",
      transcriptUrl: `/api/shared/${token}/transcript.pdf`,
      packetUrl: `/api/shared/${token}/packet.zip`,
    });
    expect(packet.credits.map((credit) => [credit.title, credit.hasCertificate])).toEqual([
      ["Registered Nurse: Ethics in Practice", true],
      ["Registered Nurse: Wound Care Update", false],
    ]);
    // The holder's name only: nothing else of the account.
    expect(opened.body).not.toContain(owner.user.email);
    expect(opened.body).not.toContain(owner.user.username);

    t.clock.advance({ days: 2, minutes: -1 });
    expect((await visitor.get(`/api/shared/${token}`)).statusCode).toBe(200);
    t.clock.advance({ minutes: 1 });
    const expired = await visitor.get(`/api/shared/${token}`);
    expect(expired.statusCode).toBe(404);
    expect(expired.json()).toEqual({ message: shareMessages.notFound });
    expect(expired.headers["cache-control"]).toBe("no-store");
    expect((await visitor.get(`/api/shared/${token}/transcript.pdf`)).statusCode).toBe(404);

    const { rows } = await getList<Share>(owner.agent, "/api/reports/shares");
    expect(rows[0]?.status).toBe("expired");
  });

  it("answers 404 once revoked, keeps the link and its log for the owner", async () => {
    const owner = await ownerWithCredits();
    const { share, token } = await shareOf(owner);
    const visitor = board();
    expect((await visitor.get(`/api/shared/${token}`)).statusCode).toBe(200);

    t.clock.advance({ minutes: 5 });
    const revoked = await owner.agent.delete(`/api/reports/shares/${share.id}`);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json<Share>()).toMatchObject({
      status: "revoked",
      revokedAt: "2026-03-01T12:05:00.000Z",
      accessCount: 1,
    });
    const again = await visitor.get(`/api/shared/${token}`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: shareMessages.notFound });
    expect((await visitor.get(`/api/shared/${token}/transcript.pdf`)).statusCode).toBe(404);

    // Revoking again changes nothing.
    t.clock.advance({ minutes: 5 });
    const twice = await owner.agent.delete(`/api/reports/shares/${share.id}`);
    expect(twice.json<Share>().revokedAt).toBe("2026-03-01T12:05:00.000Z");
    const log = await getList<ShareAccess>(owner.agent, `/api/reports/shares/${share.id}/accesses`);
    expect(log.total).toBe(1);
  });

  it("answers an unknown token exactly as an expired one", async () => {
    const visitor = board();
    for (const token of ["A".repeat(43), "short", "x".repeat(64)]) {
      const response = await visitor.get(`/api/shared/${token}`);
      expect(response.statusCode, token).toBe(404);
      expect(response.json()).toEqual({ message: shareMessages.notFound });
    }
    expect((await visitor.get(`/api/shared/${"y".repeat(65)}`)).statusCode).toBe(400);
  });

  it("stops answering while the owner has no premium", async () => {
    const owner = await ownerWithCredits();
    const { token } = await shareOf(owner);
    await t.db
      .update(users)
      .set({ subscriptionStatus: "canceled" })
      .where(eq(users.id, owner.user.id));
    expect((await board().get(`/api/shared/${token}`)).statusCode).toBe(404);
    await t.db
      .update(users)
      .set({ subscriptionStatus: "active" })
      .where(eq(users.id, owner.user.id));
    expect((await board().get(`/api/shared/${token}`)).statusCode).toBe(200);
  });

  it("downloads the transcript through the link, the holder's in it", async () => {
    const owner = await ownerWithCredits();
    const { token } = await shareOf(owner);
    const response = await board().get(`/api/shared/${token}/transcript.pdf`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.headers["content-disposition"]).toMatch(/^attachment; filename="/);
    expect(response.headers["cache-control"]).toBe("no-store");
    const { all: text } = await pdfText(response.rawPayload);
    expect(text).toContain("Ada Lovelace");
    // The transcript, made for the board, carries the holder's email.
    expect(text).toContain(owner.user.email);
    expect(text).toContain("Registered Nurse: Ethics in Practice");
    expect(text).toContain("Registered Nurse: Wound Care Update");
  });
});

describe("downloading the audit packet through a link", () => {
  it("streams the packet with the certificate as uploaded, logs it, and stops once revoked", async () => {
    const owner = await ownerWithCredits();
    const { share, token } = await shareOf(owner);
    const visitor = board();
    const response = await visitor.get(`/api/shared/${token}/packet.zip`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/zip");
    expect(response.headers["content-disposition"]).toMatch(/^attachment; filename="/);
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.headers["x-robots-tag"]).toBe("noindex, nofollow");
    const entries = await zipFiles(response.rawPayload);
    expect(
      entries.get("certificates/2026-01-10 Registered Nurse_ Ethics in Practice.pdf")?.data,
    ).toEqual(pdf);
    expect(entries.has("transcript.pdf")).toBe(true);
    expect(entries.has("manifest.csv")).toBe(true);

    const log = await getList<ShareAccess>(owner.agent, `/api/reports/shares/${share.id}/accesses`);
    expect(log.rows.map((access) => access.action)).toEqual(["packet"]);

    expect((await owner.agent.delete(`/api/reports/shares/${share.id}`)).statusCode).toBe(200);
    const refused = await visitor.get(`/api/shared/${token}/packet.zip`);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ message: shareMessages.notFound });
  });

  it("logs a packet only when it is sent: one refused while three are being sent leaves no line", async () => {
    const owner = await ownerWithCredits();
    const big = await addCredit(owner.agent, owner.certification.id, {
      title: "Scanned certificate",
      credits: 1,
      completionDate: "2026-02-10",
    });
    const scan = Buffer.concat([pdf, randomBytes(3_000_000)]);
    const upload = await sendRaw(
      owner.agent,
      `/api/credits/${big.id}/certificate?name=scan.pdf`,
      scan,
      "application/pdf",
    );
    expect(upload.statusCode).toBe(200);
    const { share, token } = await shareOf(owner);
    const url = `/api/shared/${token}/packet.zip`;
    // Downloads still running: their answers have begun and are read no further.
    const start = () => t.app.inject({ method: "GET", url, payloadAsStream: true });
    const running = [await start(), await start(), await start()];
    expect(running.map((response) => response.statusCode)).toEqual([200, 200, 200]);

    const refused = await board().get(url);
    expect(refused.statusCode).toBe(429);
    const log = await getList<ShareAccess>(owner.agent, `/api/reports/shares/${share.id}/accesses`);
    expect(log.rows.map((access) => access.action)).toEqual(["packet", "packet", "packet"]);
    for (const response of running) response.stream().destroy();
  });

  it("gives the packet at most 10 times an hour through one link", async () => {
    const owner = await ownerWithCredits();
    const { token } = await shareOf(owner);
    const visitor = board();
    for (let index = 0; index < 10; index += 1) {
      expect((await visitor.get(`/api/shared/${token}/packet.zip`)).statusCode).toBe(200);
    }
    const refused = await visitor.get(`/api/shared/${token}/packet.zip`);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: shareMessages.tooOften });
    // The summary and the transcript still open.
    expect((await visitor.get(`/api/shared/${token}`)).statusCode).toBe(200);
  });

  it("gives the transcript at most 30 times an hour through one link, whoever asks", async () => {
    const owner = await ownerWithCredits();
    const { token } = await shareOf(owner);
    for (let index = 0; index < 30; index += 1) {
      expect((await board().get(`/api/shared/${token}/transcript.pdf`)).statusCode).toBe(200);
    }
    const refused = await board().get(`/api/shared/${token}/transcript.pdf`);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: shareMessages.tooOften });
    t.clock.advance({ minutes: 61 });
    expect((await board().get(`/api/shared/${token}/transcript.pdf`)).statusCode).toBe(200);
  });
});

describe("the access log", () => {
  it("logs each opening with what was fetched, the address and the browser, newest first", async () => {
    const owner = await ownerWithCredits();
    const { share, token } = await shareOf(owner);
    const chrome = board();
    const firefox = board(
      "Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:128.0) Gecko/20100101 Firefox/128.0",
    );
    expect((await chrome.get(`/api/shared/${token}`)).statusCode).toBe(200);
    t.clock.advance({ minutes: 1 });
    expect((await firefox.get(`/api/shared/${token}/transcript.pdf`)).statusCode).toBe(200);

    const { rows, total } = await getList<ShareAccess>(
      owner.agent,
      `/api/reports/shares/${share.id}/accesses`,
    );
    expect(total).toBe(2);
    expect(rows).toEqual([
      {
        id: expect.any(Number),
        accessedAt: "2026-03-01T12:01:00.000Z",
        action: "transcript",
        ipAddress: firefox.agent.ipAddress,
        browser: "Firefox on macOS",
      },
      {
        id: expect.any(Number),
        accessedAt: "2026-03-01T12:00:00.000Z",
        action: "viewed",
        ipAddress: chrome.agent.ipAddress,
        browser: "Chrome on Windows",
      },
    ]);
    const listed = await getList<Share>(owner.agent, "/api/reports/shares");
    expect(listed.rows[0]).toMatchObject({
      accessCount: 2,
      lastAccessedAt: "2026-03-01T12:01:00.000Z",
    });
  });

  it("refuses a link opened too often in an hour, and writes no more to its log", async () => {
    const owner = await ownerWithCredits();
    const { share, token } = await shareOf(owner);
    const visitor = board();
    for (let index = 0; index < 120; index += 1) {
      expect((await visitor.get(`/api/shared/${token}`)).statusCode).toBe(200);
    }
    const refused = await visitor.get(`/api/shared/${token}`);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: shareMessages.tooOften });
    const log = await getList<ShareAccess>(owner.agent, `/api/reports/shares/${share.id}/accesses`);
    expect(log.total).toBe(120);
    t.clock.advance({ minutes: 61 });
    expect((await visitor.get(`/api/shared/${token}`)).statusCode).toBe(200);
  });
});

describe("whose links", () => {
  it("shows each link's own packet only, and another user's links answer 404", async () => {
    const ada = await ownerWithCredits("Registered Nurse", "Ada");
    const grace = await ownerWithCredits("Professional Engineer", "Grace");
    const adaLink = await shareOf(ada);
    const graceLink = await shareOf(grace);

    const adaPacket = (await board().get(`/api/shared/${adaLink.token}`)).json<SharedPacket>();
    expect(adaPacket.holder.name).toBe("Ada Lovelace");
    expect(adaPacket.certification.name).toBe("Registered Nurse");
    expect(JSON.stringify(adaPacket)).not.toContain("Professional Engineer");
    const gracePacket = (await board().get(`/api/shared/${graceLink.token}`)).json<SharedPacket>();
    expect(gracePacket.certification.name).toBe("Professional Engineer");
    expect(JSON.stringify(gracePacket)).not.toContain("Registered Nurse");

    const id = adaLink.share.id;
    expect((await grace.agent.delete(`/api/reports/shares/${id}`)).statusCode).toBe(404);
    expect((await grace.agent.get(`/api/reports/shares/${id}/accesses`)).statusCode).toBe(404);
    const graceList = await getList<Share>(grace.agent, "/api/reports/shares");
    expect(graceList.rows.map((share) => share.id)).toEqual([graceLink.share.id]);
    const filtered = await getList<Share>(
      grace.agent,
      `/api/reports/shares?certificationId=${ada.certification.id}`,
    );
    expect(filtered.rows).toEqual([]);
    const onAdas = await grace.agent.post(
      `/api/reports/certifications/${ada.certification.id}/shares`,
      { expiresInDays: 7 },
    );
    expect(onAdas.statusCode).toBe(404);
    // Ada's link still answers: Grace's attempts changed nothing.
    expect((await board().get(`/api/shared/${adaLink.token}`)).statusCode).toBe(200);
  });

  it("lists the links of one certification when asked", async () => {
    const owner = await ownerWithCredits();
    const other = await addCertification(owner.agent, { name: "BLS" });
    const first = await shareOf(owner);
    const onOther = await owner.agent.post(`/api/reports/certifications/${other.id}/shares`, {
      expiresInDays: 3,
    });
    expect(onOther.statusCode).toBe(201);
    const mine = await getList<Share>(
      owner.agent,
      `/api/reports/shares?certificationId=${owner.certification.id}`,
    );
    expect(mine.rows.map((share) => share.id)).toEqual([first.share.id]);
    const all = await getList<Share>(owner.agent, "/api/reports/shares");
    expect(all.rows.map((share) => share.certificationName)).toEqual(["BLS", "Registered Nurse"]);
  });
});
