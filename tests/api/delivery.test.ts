import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import { eq } from "drizzle-orm";
import { pino } from "pino";
import { afterEach, beforeEach, expect, it } from "vitest";
import { openDatabase } from "../../src/server/db/open";
import { outbox } from "../../src/server/db/schema";
import {
  type DeliveryDeps,
  deliverPending,
  retryDelayMs,
} from "../../src/server/delivery/deliver-pending";
import { renderEmail } from "../../src/server/delivery/email-template";
import { queueEmail, queueSms } from "../../src/server/delivery/outbox";
import {
  deliverWhenQueued,
  outboxDeliveryJob,
} from "../../src/server/delivery/outbox-delivery-job";
import { createDeliveryTransports } from "../../src/server/delivery/transports";
import { startScheduler } from "../../src/server/jobs/scheduler";
import { loggerOptions } from "../../src/server/logger";
import { setUpSmtpSink, startSmtpSink } from "../support/smtp-sink";
import { TestClock } from "../support/test-clock";
import { setUpTestDatabase, testDatabaseUrl, testEngine } from "../support/test-database";

const mailFrom = "CertMinder Test <reminders@certminder.test>";
const twilio = {
  accountSid: "AC0123456789",
  authToken: "twilio-auth-token-s3cret",
  from: "+15550001111",
};

const database = setUpTestDatabase();
const sink = setUpSmtpSink();
let clock: TestClock;
const logLines: string[] = [];
const log = pino(
  { ...loggerOptions("info") },
  new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk));
      done();
    },
  }),
);

beforeEach(async () => {
  await database.db.delete(outbox);
  sink.messages.length = 0;
  logLines.length = 0;
  // Queued rows are due from the database's "now"; the test clock starts a minute later.
  clock = new TestClock(new Date(Date.now() + 60_000));
});

function deps(overrides: Partial<DeliveryDeps> = {}): DeliveryDeps {
  return {
    db: database.db,
    clock,
    transports: createDeliveryTransports({ smtpUrl: sink.url, mailFrom, twilio: undefined }),
    log,
    ...overrides,
  };
}

function later(seconds: number) {
  clock.set(new Date(clock.now().getTime() + seconds * 1000));
}

async function codeEmail(to: string, code: string) {
  const { text, html } = renderEmail({
    heading: "Verify your email",
    paragraphs: ["Enter this code to finish creating your CertMinder account — it expires soon."],
    code,
  });
  await queueEmail(database.db, { to, subject: "Your CertMinder verification code", text, html });
}

async function rowTo(recipient: string) {
  const [row] = await database.db.select().from(outbox).where(eq(outbox.recipient, recipient));
  if (!row) throw new Error(`nothing queued for ${recipient}`);
  return row;
}

/** A port nothing listens on: a mail server that is down. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

it("sends each queued email once, from MAIL_FROM, with a text and an HTML part", async () => {
  await codeEmail("ana@example.com", "482913");
  await codeEmail("ben@example.com", "105277");

  expect(await deliverPending(deps())).toEqual({ sent: 2, failed: 0, logged: 0 });
  expect(await deliverPending(deps())).toEqual({ sent: 0, failed: 0, logged: 0 });

  expect(sink.messages).toHaveLength(2);
  const mail = await sink.waitForMessage((m) => m.to.includes("ana@example.com"));
  expect(mail.from).toBe(mailFrom);
  expect(mail.envelopeFrom).toBe("reminders@certminder.test");
  expect(mail.headers.get("to")).toBe("ana@example.com");
  expect(mail.subject).toBe("Your CertMinder verification code");
  expect(mail.headers.get("content-type")).toMatch(/^multipart\/alternative/);
  expect(mail.text).toContain("Your code: 482913");
  expect(mail.text).toContain("— it expires soon.");
  expect(mail.html).toContain(">482913</p>");
  expect((await sink.waitForMessage((m) => m.to.includes("ben@example.com"))).text).toContain(
    "105277",
  );

  const row = await rowTo("ana@example.com");
  expect(row).toMatchObject({ status: "sent", attempts: 1, lastError: null });
  expect(row.sentAt).toEqual(clock.now());
});

it("sends each message once when two deliveries run at the same time", async () => {
  const recipients = Array.from({ length: 30 }, (_, index) => `member${index}@example.com`);
  for (const [index, to] of recipients.entries()) {
    await queueEmail(database.db, { to, subject: `Reminder ${index}`, text: `Reminder ${index}` });
  }

  const runs = await Promise.all([deliverPending(deps()), deliverPending(deps())]);

  expect(runs.reduce((sum, run) => sum + run.sent, 0)).toBe(30);
  expect(sink.messages.flatMap((mail) => mail.to).sort()).toEqual([...recipients].sort());
  const rows = await database.db.select().from(outbox);
  expect(rows.every((row) => row.status === "sent" && row.attempts === 1)).toBe(true);
});

it("leaves messages another instance is claiming to that instance, without waiting for it", async () => {
  // PGlite has one connection, so only PostgreSQL can hold a claim open beside a run.
  const second =
    testEngine() === "postgres"
      ? await openDatabase({ databaseUrl: testDatabaseUrl(), searchPath: database.schema })
      : undefined;
  const recipients = ["gil@example.com", "hana@example.com", "ivo@example.com"];
  for (const to of recipients) await queueEmail(database.db, { to, subject: "Hi", text: "Hi" });
  let release = () => {};
  const claimHeld = new Promise<void>((resolve) => {
    release = resolve;
  });
  let claiming: Promise<void> = Promise.resolve();
  try {
    if (second) {
      let claimed = () => {};
      const claimTaken = new Promise<void>((resolve) => {
        claimed = resolve;
      });
      claiming = second.db.transaction(async (tx) => {
        await tx.select().from(outbox).where(eq(outbox.recipient, "gil@example.com")).for("update");
        claimed();
        await claimHeld;
      });
      await claimTaken;
    }
    let timer: NodeJS.Timeout | undefined;
    const blocked = new Promise<"blocked">((resolve) => {
      timer = setTimeout(resolve, 5000, "blocked");
    });
    const run = await Promise.race([deliverPending(deps()), blocked]);
    clearTimeout(timer);

    const claimedElsewhere = second ? ["gil@example.com"] : [];
    expect(run).toEqual({ sent: 3 - claimedElsewhere.length, failed: 0, logged: 0 });
    expect(sink.messages.flatMap((mail) => mail.to).sort()).toEqual(
      recipients.filter((to) => !claimedElsewhere.includes(to)),
    );
  } finally {
    release();
    await claiming;
    await second?.close();
  }
  expect(await deliverPending(deps())).toEqual({ sent: second ? 1 : 0, failed: 0, logged: 0 });
  expect(sink.messages.flatMap((mail) => mail.to).sort()).toEqual(recipients);
});

it("keeps a mail pending while the mail server is down and sends it once it is back", async () => {
  const port = await closedPort();
  const smtpUrl = `smtp://mailer:smtp-pa55word@127.0.0.1:${port}`;
  const down = deps({
    transports: createDeliveryTransports({ smtpUrl, mailFrom, twilio: undefined }),
  });
  await codeEmail("cara@example.com", "730016");

  expect(await deliverPending(down)).toEqual({ sent: 0, failed: 1, logged: 0 });
  let row = await rowTo("cara@example.com");
  expect(row).toMatchObject({ status: "pending", attempts: 1, sentAt: null });
  expect(row.lastError).toMatch(/ECONNREFUSED/);
  expect(row.lastError).not.toContain("smtp-pa55word");
  expect(row.nextAttemptAt).toEqual(new Date(clock.now().getTime() + 30_000));

  // Not tried again before its back-off time.
  later(29);
  expect(await deliverPending(down)).toEqual({ sent: 0, failed: 0, logged: 0 });
  expect((await rowTo("cara@example.com")).attempts).toBe(1);

  later(1);
  expect(await deliverPending(down)).toEqual({ sent: 0, failed: 1, logged: 0 });
  row = await rowTo("cara@example.com");
  expect(row).toMatchObject({ status: "pending", attempts: 2 });
  expect(row.nextAttemptAt).toEqual(new Date(clock.now().getTime() + 60_000));

  const back = await startSmtpSink({ port });
  try {
    later(30);
    expect(await deliverPending(down)).toEqual({ sent: 0, failed: 0, logged: 0 });
    later(30);
    expect(await deliverPending(down)).toEqual({ sent: 1, failed: 0, logged: 0 });
    expect(await deliverPending(down)).toEqual({ sent: 0, failed: 0, logged: 0 });
    expect(back.messages).toHaveLength(1);
    expect(back.messages[0]?.text).toContain("Your code: 730016");
    expect(back.messages[0]?.user).toBe("mailer");
    expect(await rowTo("cara@example.com")).toMatchObject({
      status: "sent",
      attempts: 3,
      lastError: null,
    });
  } finally {
    await back.close();
  }
});

it("waits 30 seconds after a failure, doubling each time, never more than an hour", () => {
  expect([1, 2, 3, 4, 7, 8, 20].map(retryDelayMs)).toEqual([
    30_000, 60_000, 120_000, 240_000, 1_920_000, 3_600_000, 3_600_000,
  ]);
});

type TwilioRequest = { method: string; url: string; authorization: string; form: URLSearchParams };

async function startFakeTwilio(answer: { status: number; body: object }) {
  const requests: TwilioRequest[] = [];
  const server: Server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => {
      body += chunk.toString("utf8");
    });
    request.on("end", () => {
      requests.push({
        method: request.method ?? "",
        url: request.url ?? "",
        authorization: request.headers.authorization ?? "",
        form: new URLSearchParams(body),
      });
      response.writeHead(answer.status, { "content-type": "application/json" });
      response.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    requests,
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

it("sends an SMS through Twilio's Messages API with the account's credentials", async () => {
  const fake = await startFakeTwilio({ status: 201, body: { sid: "SM1", status: "queued" } });
  try {
    await queueSms(database.db, { to: "+15551234567", text: "Your CertMinder code is 902114" });
    const transports = createDeliveryTransports(
      { smtpUrl: undefined, mailFrom, twilio },
      { twilioApiBaseUrl: fake.url },
    );

    expect(await deliverPending(deps({ transports }))).toEqual({ sent: 1, failed: 0, logged: 0 });
    expect(await deliverPending(deps({ transports }))).toEqual({ sent: 0, failed: 0, logged: 0 });

    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(request?.method).toBe("POST");
    expect(request?.url).toBe("/2010-04-01/Accounts/AC0123456789/Messages.json");
    const credentials = Buffer.from("AC0123456789:twilio-auth-token-s3cret").toString("base64");
    expect(request?.authorization).toBe(`Basic ${credentials}`);
    expect(Object.fromEntries(request?.form ?? [])).toEqual({
      To: "+15551234567",
      From: "+15550001111",
      Body: "Your CertMinder code is 902114",
    });
    expect(await rowTo("+15551234567")).toMatchObject({ status: "sent", channel: "sms" });
  } finally {
    await fake.close();
  }
});

it("keeps an SMS that Twilio refuses pending, with Twilio's reason and no secrets", async () => {
  const fake = await startFakeTwilio({
    status: 400,
    body: {
      code: 21211,
      message: "The 'To' number +1555 is not a valid phone number.",
      status: 400,
    },
  });
  try {
    await queueSms(database.db, { to: "+1555", text: "Your CertMinder code is 118842" });
    const transports = createDeliveryTransports(
      { smtpUrl: undefined, mailFrom, twilio },
      { twilioApiBaseUrl: fake.url },
    );

    expect(await deliverPending(deps({ transports }))).toEqual({ sent: 0, failed: 1, logged: 0 });

    const row = await rowTo("+1555");
    expect(row).toMatchObject({ status: "pending", attempts: 1 });
    expect(row.lastError).toBe(
      "Twilio answered 400: The 'To' number +1555 is not a valid phone number. (Twilio error 21211)",
    );
    const logged = logLines.join("");
    expect(logged).toContain("Twilio error 21211");
    expect(logged).not.toContain("twilio-auth-token-s3cret");
    expect(logged).not.toContain("118842");
  } finally {
    await fake.close();
  }
});

it("logs the message, code included, and marks it logged when no transport is configured", async () => {
  await codeEmail("dana@example.com", "564738");
  await queueSms(database.db, { to: "+15557654321", text: "Your CertMinder code is 391027" });

  expect(await deliverPending(deps({ transports: {} }))).toEqual({ sent: 0, failed: 0, logged: 2 });
  expect(await deliverPending(deps({ transports: {} }))).toEqual({ sent: 0, failed: 0, logged: 0 });

  const entries = logLines.map((line) => JSON.parse(line) as Record<string, unknown>);
  const email = entries.find((entry) => entry.to === "dana@example.com");
  expect(email).toMatchObject({ level: 30, subject: "Your CertMinder verification code" });
  expect(String(email?.msg)).toContain("Your code: 564738");
  const sms = entries.find((entry) => entry.to === "+15557654321");
  expect(sms).toMatchObject({ level: 30 });
  expect(String(sms?.msg)).toContain("Your CertMinder code is 391027");
  expect(entries).toHaveLength(2);

  expect(await rowTo("dana@example.com")).toMatchObject({ status: "logged", sentAt: null });
  expect(await rowTo("+15557654321")).toMatchObject({ status: "logged" });
  expect(sink.messages).toHaveLength(0);
});

let stopScheduler: (() => Promise<void>) | undefined;
afterEach(async () => {
  await stopScheduler?.();
  stopScheduler = undefined;
});

it("sends a queued mail within a second, without waiting for the next round", async () => {
  const scheduler = startScheduler([outboxDeliveryJob(deps())], log);
  const stopListening = deliverWhenQueued(scheduler);
  stopScheduler = async () => {
    stopListening();
    await scheduler.stop();
  };
  // Let the start-up run (empty outbox) finish, so what follows is the queue's own doing.
  await new Promise((resolve) => setTimeout(resolve, 200));

  await codeEmail("eve@example.com", "640201");
  await codeEmail("finn@example.com", "640202");

  const mail = await sink.waitForMessage((m) => m.to.includes("finn@example.com"), 1000);
  expect(mail.text).toContain("640202");
  expect(sink.messages.map((m) => m.to[0]).sort()).toEqual(["eve@example.com", "finn@example.com"]);
});
