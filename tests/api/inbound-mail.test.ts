import { readFileSync } from "node:fs";
import type { CaptureMailAddressCreated } from "@common/capture-mail";
import { maxMailedAttachments, maxMailedCapturesPerDay } from "@common/capture-mail";
import { eq } from "drizzle-orm";
import { createTransport } from "nodemailer";
import type Mail from "nodemailer/lib/mailer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { captureMailAddresses, outbox } from "../../src/server/db/schema";
import {
  type InboundSmtp,
  startInboundSmtp,
} from "../../src/server/features/captures/mail/inbound-smtp";
import type { Agent } from "../support/agent";
import { pdf, png } from "../support/certifications";
import { signedIn } from "../support/factories";
import { inboundTls } from "../support/inbound-tls/inbound-tls";
import { messagesTo } from "../support/outbox";
import { setUpTestApp } from "../support/test-app";

const domain = "in.certminder.test";
const secret = "a-shared-secret-of-the-inbound-mail-provider";
const t = setUpTestApp({
  now: "2026-11-28T12:00:00Z",
  config: { inboundMail: { domain, secret } },
});

let smtp: InboundSmtp;
beforeAll(async () => {
  smtp = await startInboundSmtp(
    { db: t.db, clock: t.clock, appUrl: "http://localhost:5000", domain, log: t.app.log },
    { port: 0, host: "127.0.0.1" },
  );
});
afterAll(() => smtp.close());

async function createAddress(agent: Agent): Promise<string> {
  const response = await agent.post("/api/captures/mail-address");
  expect(response.statusCode, response.body).toBe(201);
  return response.json<CaptureMailAddressCreated>().email;
}

/** A mail server elsewhere delivering to this server's listener over a real SMTP connection. */
function sendBySmtp(message: Mail.Options) {
  const transport = createTransport({
    host: "127.0.0.1",
    port: smtp.port,
    secure: false,
    ignoreTLS: true,
  });
  return transport.sendMail({ from: "Course Site <certificates@courses.example.org>", ...message });
}

/** The message as raw MIME, as a hosted provider posts it. */
async function rawMessage(message: Mail.Options): Promise<Buffer> {
  const composer = createTransport({ streamTransport: true, buffer: true });
  const sent = await composer.sendMail({ from: "certificates@courses.example.org", ...message });
  return sent.message as Buffer;
}

function postMail(raw: Buffer, headers: Record<string, string>) {
  return t.app.inject({
    method: "POST",
    url: "/api/inbound-mail",
    headers: { "content-type": "message/rfc822", ...headers },
    payload: raw,
  });
}

const inboxNames = async (agent: Agent) =>
  (await agent.get("/api/captures")).json<{ fileName: string }[]>().map((row) => row.fileName);

const twoCertificates = [
  { filename: "ethics.pdf", content: pdf, contentType: "application/pdf" },
  { filename: "pain management.pdf", content: pdf, contentType: "application/pdf" },
];

describe("the address for mailing certificates in", () => {
  it("is created once shown, replaced by a new one, and revoked", async () => {
    const { agent } = await signedIn(t);
    expect((await agent.get("/api/captures/mail-address")).json()).toEqual({
      available: true,
      address: null,
    });
    const first = await createAddress(agent);
    expect(first).toMatch(/^[0-9a-f]{40}@in\.certminder\.test$/);
    const state = (await agent.get("/api/captures/mail-address")).json();
    expect(state).toEqual({ available: true, address: { createdAt: "2026-11-28T12:00:00.000Z" } });
    expect(JSON.stringify(state)).not.toContain(first.split("@")[0]);

    const second = await createAddress(agent);
    expect(second).not.toBe(first);
    await expect(sendBySmtp({ to: first, subject: "old", text: "x" })).rejects.toMatchObject({
      responseCode: 550,
    });

    const revoked = await agent.delete("/api/captures/mail-address");
    expect(revoked.json()).toEqual({ available: true, address: null });
    expect((await agent.delete("/api/captures/mail-address")).statusCode).toBe(404);
  });

  it("needs the CSRF token to be created, like every change by a signed-in user", async () => {
    const { agent } = await signedIn(t);
    const response = await agent.send("POST", "/api/captures/mail-address");
    expect(response.statusCode).toBe(403);
  });
});

describe("mail received by this server's SMTP listener", () => {
  it("puts each PDF attached into the user's inbox, one capture per attachment", async () => {
    const { agent } = await signedIn(t);
    const address = await createAddress(agent);
    const sent = await sendBySmtp({
      to: address,
      subject: "Your certificates",
      text: "Attached.",
      attachments: twoCertificates,
    });
    expect(sent.accepted).toEqual([address]);
    expect((await inboxNames(agent)).sort()).toEqual(["ethics.pdf", "pain management.pdf"]);
    const [first] = (await agent.get("/api/captures")).json<{ fileUrl: string }[]>();
    const file = await agent.get(first?.fileUrl ?? "");
    expect(file.rawPayload.equals(pdf)).toBe(true);
  });

  it("refuses an address that is no user's at RCPT, and one revoked", async () => {
    const { agent } = await signedIn(t);
    const unknown = `${"0".repeat(40)}@${domain}`;
    await expect(sendBySmtp({ to: unknown, subject: "x", text: "x" })).rejects.toMatchObject({
      responseCode: 550,
    });
    await expect(
      sendBySmtp({ to: "someone@elsewhere.example.org", subject: "relay?", text: "x" }),
    ).rejects.toMatchObject({ responseCode: 550 });

    const address = await createAddress(agent);
    await agent.delete("/api/captures/mail-address");
    await expect(
      sendBySmtp({ to: address, subject: "x", text: "x", attachments: twoCertificates }),
    ).rejects.toMatchObject({ responseCode: 550 });
    expect(await inboxNames(agent)).toEqual([]);
  });

  it("answers mail without a certificate at the user's own address, never the sender's", async () => {
    const { agent, user } = await signedIn(t);
    const address = await createAddress(agent);
    const message = { to: address, subject: "Hello", text: "No files here", messageId: "<a1@x>" };
    await sendBySmtp(message);
    // The same message delivered twice (a sender retrying) is answered once.
    await sendBySmtp(message);
    expect(await inboxNames(agent)).toEqual([]);
    const replies = await messagesTo(t.db, user.email ?? "");
    expect(replies).toHaveLength(1);
    expect(replies[0]?.subject).toBe('No certificate was added from your email "Hello"');
    expect(replies[0]?.textBody).toContain("No PDF or image attachment was found in your email.");
    expect(await messagesTo(t.db, "certificates@courses.example.org")).toEqual([]);
  });

  it("says why each attachment was refused", async () => {
    const { agent, user } = await signedIn(t);
    const address = await createAddress(agent);
    await sendBySmtp({
      to: address,
      subject: "Mixed",
      attachments: [
        { filename: "notes.txt", content: "not a certificate", contentType: "text/plain" },
        { filename: "photo.png", content: png, contentType: "image/png" },
      ],
    });
    expect(await inboxNames(agent)).toEqual(["photo.png"]);
    const [reply] = await messagesTo(t.db, user.email ?? "");
    expect(reply?.textBody).toContain(
      "notes.txt: A certificate must be a PDF, PNG, JPEG or WebP file",
    );
    expect(reply?.textBody).toContain("1 certificate is in your inbox.");
  });

  it(`adds at most ${maxMailedCapturesPerDay} mailed certificates a day`, async () => {
    const { agent, user } = await signedIn(t);
    const address = await createAddress(agent);
    await t.db
      .update(captureMailAddresses)
      .set({ mailedOn: "2026-11-28", mailedCount: maxMailedCapturesPerDay - 1 })
      .where(eq(captureMailAddresses.userId, user.id));
    await sendBySmtp({ to: address, subject: "Two more", attachments: twoCertificates });
    expect(await inboxNames(agent)).toHaveLength(1);
    const [reply] = await messagesTo(t.db, user.email ?? "");
    expect(reply?.textBody).toContain(
      `you have mailed ${maxMailedCapturesPerDay} certificates today, the most in one day`,
    );

    // The next day starts again.
    t.clock.set("2026-11-29T12:00:00Z");
    await sendBySmtp({ to: address, subject: "Next day", attachments: twoCertificates });
    expect(await inboxNames(agent)).toHaveLength(3);
  });

  it("reads the first 20 attachments of a message and says the rest were not", async () => {
    const { agent, user } = await signedIn(t);
    const address = await createAddress(agent);
    const attachments = Array.from({ length: maxMailedAttachments + 2 }, (_, index) => ({
      filename: `certificate ${index + 1}.pdf`,
      content: pdf,
      contentType: "application/pdf",
    }));
    await sendBySmtp({ to: address, subject: "A year of courses", attachments });
    expect(await inboxNames(agent)).toHaveLength(maxMailedAttachments);
    const [reply] = await messagesTo(t.db, user.email ?? "");
    expect(reply?.textBody).toContain(
      `Only the first ${maxMailedAttachments} attachments of an email are read; 2 more were not.`,
    );
  });

  it("answers a message of too many parts as unreadable, adding nothing", async () => {
    const { agent, user } = await signedIn(t);
    const address = await createAddress(agent);
    // 80 tiny parts: far within the size limit, beyond the parts a message may have.
    const attachments = Array.from({ length: 80 }, (_, index) => ({
      filename: `note ${index}.txt`,
      content: "x",
      contentType: "text/plain",
    }));
    await sendBySmtp({ to: address, subject: "Bomb", attachments });
    expect(await inboxNames(agent)).toEqual([]);
    const [reply] = await messagesTo(t.db, user.email ?? "");
    expect(reply?.textBody).toContain(
      "Your email could not be read: it is damaged or has too many parts.",
    );
  });

  it("refuses a message over 25 MB", async () => {
    const { agent } = await signedIn(t);
    const address = await createAddress(agent);
    const huge = Buffer.alloc(26 * 1024 * 1024, 1);
    await expect(
      sendBySmtp({
        to: address,
        subject: "Big",
        attachments: [{ filename: "big.pdf", content: huge }],
      }),
    ).rejects.toMatchObject({ responseCode: 552 });
    expect(await inboxNames(agent)).toEqual([]);
  });
});

describe("a listener given a certificate", () => {
  it("offers STARTTLS and takes the mail over the encrypted connection", async () => {
    const tls = { cert: readFileSync(inboundTls.cert), key: readFileSync(inboundTls.key) };
    const encrypted = await startInboundSmtp(
      { db: t.db, clock: t.clock, appUrl: "http://localhost:5000", domain, log: t.app.log },
      { port: 0, host: "127.0.0.1", tls },
    );
    try {
      const { agent } = await signedIn(t);
      const address = await createAddress(agent);
      // A sending server that refuses to go on in the clear, trusting this listener's certificate.
      const transport = createTransport({
        host: "127.0.0.1",
        port: encrypted.port,
        secure: false,
        requireTLS: true,
        tls: { ca: tls.cert, servername: "in.certminder.test" },
      });
      const sent = await transport.sendMail({
        from: "certificates@courses.example.org",
        to: address,
        subject: "Your certificate",
        attachments: [twoCertificates[0] ?? {}],
      });
      expect(sent.accepted).toEqual([address]);
      expect(await inboxNames(agent)).toEqual(["ethics.pdf"]);
    } finally {
      await encrypted.close();
    }
    // The listener without a certificate offers none: such a sender cannot deliver to it.
    const cleartextOnly = createTransport({
      host: "127.0.0.1",
      port: smtp.port,
      secure: false,
      requireTLS: true,
    });
    await expect(
      cleartextOnly.sendMail({ from: "a@courses.example.org", to: `x@${domain}`, text: "." }),
    ).rejects.toThrow(/STARTTLS/);
  });
});

describe("mail posted by a hosted inbound-mail provider", () => {
  it("creates the captures with the right secret, for the envelope's recipient", async () => {
    const { agent } = await signedIn(t);
    const address = await createAddress(agent);
    const raw = await rawMessage({
      to: "me@example.com",
      subject: "Fwd",
      attachments: twoCertificates,
    });
    const response = await postMail(raw, {
      authorization: `Bearer ${secret}`,
      "x-envelope-to": address,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ recipients: 1, captures: 2 });
    expect(await inboxNames(agent)).toHaveLength(2);
  });

  it("takes the recipient from the message's To when the provider gives no envelope", async () => {
    const { agent } = await signedIn(t);
    const address = await createAddress(agent);
    const raw = await rawMessage({
      to: address,
      subject: "Fwd",
      attachments: twoCertificates.slice(0, 1),
    });
    const response = await postMail(raw, { authorization: `Bearer ${secret}` });
    expect(response.json()).toEqual({ recipients: 1, captures: 1 });
  });

  it("refuses a wrong or missing secret (401) and a message for no user's address (404)", async () => {
    const { agent } = await signedIn(t);
    const address = await createAddress(agent);
    const raw = await rawMessage({ to: address, attachments: twoCertificates });
    expect((await postMail(raw, { authorization: "Bearer wrong" })).statusCode).toBe(401);
    expect((await postMail(raw, {})).statusCode).toBe(401);
    expect(await inboxNames(agent)).toEqual([]);
    await agent.delete("/api/captures/mail-address");
    const revoked = await postMail(raw, { authorization: `Bearer ${secret}` });
    expect(revoked.statusCode).toBe(404);
    expect(await t.db.select().from(outbox).where(eq(outbox.recipient, address))).toEqual([]);
  });
});

describe("a server that receives no mail", () => {
  const off = setUpTestApp();

  it("offers no address and takes no posted mail", async () => {
    const { agent } = await signedIn(off);
    expect((await agent.get("/api/captures/mail-address")).json()).toEqual({
      available: false,
      address: null,
    });
    expect((await agent.post("/api/captures/mail-address")).statusCode).toBe(404);
    const raw = await rawMessage({ to: "x@example.com", attachments: twoCertificates });
    const posted = await off.app.inject({
      method: "POST",
      url: "/api/inbound-mail",
      headers: { "content-type": "message/rfc822", authorization: `Bearer ${secret}` },
      payload: raw,
    });
    expect(posted.statusCode).toBe(404);
  });
});
