import { addDays, todayIn } from "@common/certifications/calendar-date";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import {
  creditCertifications,
  educationCredits,
  notifications,
  outbox,
} from "../../src/server/db/schema";
import {
  type DeliveryDeps,
  type DeliveryLog,
  deliverPending,
} from "../../src/server/delivery/deliver-pending";
import { createDeliveryTransports } from "../../src/server/delivery/transports";
import { insertCertification } from "../support/certifications";
import { createUser } from "../support/factories";
import { sweepNow } from "../support/reminders";
import {
  type ReceivedMail,
  type SmtpSink,
  setUpSmtpSink,
  startSmtpSink,
} from "../support/smtp-sink";
import { TestClock } from "../support/test-clock";
import { setUpTestDatabase } from "../support/test-database";

const appUrl = "https://certminder.example";
const mailFrom = "CertMinder <reminders@certminder.test>";
const log: DeliveryLog = { info: () => {}, warn: () => {} };

const database = setUpTestDatabase();
const sink = setUpSmtpSink();
let clock: TestClock;

beforeEach(() => {
  // Queued messages are due from the database's "now"; the test clock runs a minute ahead.
  clock = new TestClock(new Date(Date.now() + 60_000));
});

const today = () => todayIn("UTC", clock.now());
const sweep = () => sweepNow({ db: database.db, clock, appUrl });

function delivery(smtpUrl = sink.url): DeliveryDeps {
  return {
    db: database.db,
    clock,
    transports: createDeliveryTransports({ smtpUrl, mailFrom, twilio: undefined }),
    log,
  };
}

/** A calendar date the way a reader expects it in an email: MMM d, yyyy. */
function shown(date: string): string {
  return new Intl.DateTimeFormat("en-US", {
    month: "short",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${date}T00:00:00Z`));
}

function mailTo(server: Pick<SmtpSink, "messages">, email: string | null): ReceivedMail[] {
  return server.messages.filter((mail) => mail.to.includes(email ?? ""));
}

describe("reminder emails through a real SMTP server", () => {
  it("sends each reminder once, in HTML and plain text, with what is due and where to act", async () => {
    const user = await createUser(database.db, { notificationMethod: "email" });
    const inAppOnly = await createUser(database.db, { notificationMethod: "in-app" });
    const expiresOn = addDays(today(), 10);
    const certification = await insertCertification(database.db, user.id, {
      name: "Pharmacist License",
      expirationDate: expiresOn,
      creditsRequired: 30,
      creditsEarned: 12,
      creditsMissing: 18,
    });
    await insertCertification(database.db, inAppOnly.id, { expirationDate: expiresOn });

    await sweep();
    expect(await deliverPending(delivery())).toMatchObject({ sent: 1, failed: 0 });
    await sweep();
    expect(await deliverPending(delivery())).toMatchObject({ sent: 0, failed: 0 });

    const [mail, ...more] = mailTo(sink, user.email);
    expect(more).toEqual([]);
    expect(mailTo(sink, inAppOnly.email)).toEqual([]);
    const link = `${appUrl}/certifications/${certification.id}`;
    expect(mail?.from).toBe(mailFrom);
    expect(mail?.subject).toBe("Pharmacist License expires in 10 days");
    expect(mail?.headers.get("content-type")).toMatch(/^multipart\/alternative/);
    for (const body of [mail?.text, mail?.html]) {
      expect(body).toContain(`Pharmacist License expires on ${shown(expiresOn)}.`);
      expect(body).toContain("18 of 30 hours are still missing.");
    }
    expect(mail?.text).toContain(`View Pharmacist License: ${link}`);
    expect(mail?.html).toContain(`href="${link}"`);

    // The day after the deadline, the notice that it passed comes once too.
    clock.set(new Date(clock.now().getTime() + 11 * 24 * 60 * 60_000));
    await sweep();
    await sweep();
    expect(await deliverPending(delivery())).toMatchObject({ sent: 1, failed: 0 });
    expect(mailTo(sink, user.email).map((received) => received.subject)).toEqual([
      "Pharmacist License expires in 10 days",
      "Pharmacist License has expired",
    ]);
    expect(mailTo(sink, user.email)[1]?.text).toContain(
      `Pharmacist License expired on ${shown(expiresOn)}.`,
    );
  });

  it("puts several reminders due the same day into one digest", async () => {
    const user = await createUser(database.db, { notificationMethod: "both" });
    const deadline = addDays(today(), 7);
    const license = await insertCertification(database.db, user.id, {
      name: "Electrician License",
      expirationDate: deadline,
      reportingPeriodEnd: deadline,
      creditsRequired: 16,
      creditsEarned: 10,
      creditsMissing: 6,
      creditsUnit: "CEUs",
    });
    const permit = await insertCertification(database.db, user.id, {
      name: "Crane Operator Permit",
      expirationDate: addDays(today(), 1),
    });

    await sweep();
    expect(await deliverPending(delivery())).toMatchObject({ sent: 1, failed: 0 });

    const received = mailTo(sink, user.email);
    expect(received).toHaveLength(1);
    const [digest] = received;
    // The licence expires the day its reporting period ends: one deadline, one reminder.
    expect(digest?.subject).toBe(`2 CertMinder reminders for ${shown(today())}`);
    for (const body of [digest?.text, digest?.html]) {
      expect(body).toContain(`Crane Operator Permit expires tomorrow.`);
      expect(body).toContain(
        `Electrician License expires and its reporting period ends in 7 days.`,
      );
      expect(body).toContain(
        `Electrician License expires and its reporting period ends on ${shown(deadline)}.`,
      );
      expect(body).not.toContain("Electrician License: reporting period ends");
      expect(body).toContain("6 of 16 CEUs are still missing.");
      expect(body).toContain(`${appUrl}/certifications/${license.id}`);
      expect(body).toContain(`${appUrl}/certifications/${permit.id}`);
    }
    expect(digest?.text).toContain(`Open CertMinder: ${appUrl}/notifications`);
  });

  it("keeps a reminder in the outbox while the mail server is down and sends it once when it is back", async () => {
    const server = await startSmtpSink();
    const { port, url } = server;
    await server.close();
    const user = await createUser(database.db, { notificationMethod: "email" });
    await insertCertification(database.db, user.id, {
      name: "Radiology Technologist",
      expirationDate: addDays(today(), 1),
    });
    await sweep();
    const queued = async () => {
      const rows = await database.db
        .select()
        .from(outbox)
        .where(eq(outbox.recipient, user.email ?? ""));
      return rows;
    };

    expect(await deliverPending(delivery(url))).toMatchObject({ sent: 0, failed: 1 });
    let [row] = await queued();
    expect(row).toMatchObject({ status: "pending", attempts: 1, sentAt: null });
    expect(row?.lastError).toMatch(/ECONNREFUSED/);
    clock.advance({ minutes: 0.25 });
    expect(await deliverPending(delivery(url))).toMatchObject({ sent: 0, failed: 0 });
    clock.advance({ minutes: 0.25 });
    expect(await deliverPending(delivery(url))).toMatchObject({ sent: 0, failed: 1 });
    [row] = await queued();
    expect(row).toMatchObject({ status: "pending", attempts: 2 });

    const back = await startSmtpSink({ port });
    try {
      // The next try waits a minute after the second failure.
      clock.advance({ minutes: 0.5 });
      expect(await deliverPending(delivery(url))).toMatchObject({ sent: 0, failed: 0 });
      clock.advance({ minutes: 0.5 });
      expect(await deliverPending(delivery(url))).toMatchObject({ sent: 1, failed: 0 });
      clock.advance({ minutes: 120 });
      await sweep();
      expect(await deliverPending(delivery(url))).toMatchObject({ sent: 0, failed: 0 });

      expect(back.messages.map((mail) => mail.subject)).toEqual([
        "Radiology Technologist expires tomorrow",
      ]);
      expect(await queued()).toMatchObject([{ status: "sent", attempts: 3, lastError: null }]);
    } finally {
      await back.close();
    }
  });

  it("tells once, naming the categories still short, that the pace of the last 90 days falls behind", async () => {
    const user = await createUser(database.db, { notificationMethod: "both" });
    const periodEnds = addDays(today(), 384);
    const nurse = await insertCertification(database.db, user.id, {
      name: "RN License",
      reportingPeriodStart: addDays(today(), -200),
      reportingPeriodEnd: periodEnds,
      expirationDate: addDays(today(), 400),
      creditsRequired: 30,
      creditsEarned: 1,
      creditsMissing: 29,
      categoriesMissing: [{ name: "Ethics", missing: 2 }],
      requirements: {
        categories: [{ name: "Ethics", kind: "minimum", credits: 2 }],
        carryOver: null,
      },
      creditsUnit: "contact hours",
      createdAt: new Date(clock.now().getTime() - 2 * 24 * 60 * 60_000),
    });
    // One contact hour in the last 90 days: 29 more take 29 × 90 = 2,610 days at that pace.
    const [course] = await database.db
      .insert(educationCredits)
      .values({
        userId: user.id,
        title: "Wound care",
        credits: 1,
        completionDate: addDays(today(), -30),
      })
      .returning();
    await database.db
      .insert(creditCertifications)
      .values({ creditId: course?.id ?? 0, certificationId: nurse.id, cycle: 1 });

    const judgedOn = today();
    await sweep();
    await sweep();
    expect(await deliverPending(delivery())).toMatchObject({ sent: 1, failed: 0 });
    // Judged again the next day, still behind: nothing more for this deadline.
    clock.advance({ days: 1 });
    await sweep();
    await deliverPending(delivery());

    // 29 contact hours over 384 days is 2.3 a month, rounded up to a quarter.
    const message = `At your pace over the last 90 days you would finish on ${shown(addDays(judgedOn, 2610))}, after your reporting period ends on ${shown(periodEnds)}. 2.5 contact hours a month from now on keeps you on track. 29 of 30 contact hours are still missing, including 2 ethics contact hours.`;
    const [mail, ...more] = mailTo(sink, user.email);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe("Falling behind on RN License");
    for (const body of [mail?.text, mail?.html]) expect(body).toContain(message);
    expect(mail?.text).toContain(`View RN License: ${appUrl}/certifications/${nurse.id}`);
    const inApp = await database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, user.id));
    expect(inApp).toMatchObject([
      { title: "Falling behind on RN License", message, type: "falling_behind" },
    ]);
  });
});
