import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  activities,
  certifications,
  creditCertifications,
  educationCredits,
  feedback,
  notifications,
  sessions,
  tempUsers,
  trustedDevices,
  users,
  verificationCodes,
} from "../../src/server/db/schema";
import { createUser } from "../support/factories";
import { setUpTestDatabase } from "../support/test-database";

const database = setUpTestDatabase();

describe("users", () => {
  it("take the spec's defaults", async () => {
    const [user] = await database.db
      .insert(users)
      .values({ username: "defaults_check", password: "hash" })
      .returning();
    expect(user).toMatchObject({
      emailVerified: false,
      mfaEnabled: false,
      mfaType: "sms",
      mfaRegistered: false,
      subscriptionStatus: "inactive",
      isSubscriptionOverridden: false,
      notifyExpirations: true,
      notifyDueDates: true,
      notifyDaysInAdvance: 30,
      notificationMethod: "in-app",
      isEnabled: true,
      isAdmin: false,
      timeZone: "UTC",
    });
  });

  it("cannot share a username or an email, whatever the letter case", async () => {
    await createUser(database.db, { username: "Nurse_Jo", email: "jo@example.com" });
    await expect(createUser(database.db, { username: "nurse_jo" })).rejects.toThrow();
    await expect(createUser(database.db, { email: "JO@example.com" })).rejects.toThrow();
  });

  it("keep the lead time between 1 and 365 days", async () => {
    await expect(createUser(database.db, { notifyDaysInAdvance: 0 })).rejects.toThrow();
    await expect(createUser(database.db, { notifyDaysInAdvance: 366 })).rejects.toThrow();
  });
});

describe("certifications and credits", () => {
  it("take the spec's defaults", async () => {
    const user = await createUser(database.db);
    const [certification] = await database.db
      .insert(certifications)
      .values({ userId: user.id, name: "RN License" })
      .returning();
    expect(certification).toMatchObject({
      creditsEarned: 0,
      creditsRequired: 0,
      status: "active",
      creditsUnit: "hours",
      expirationDate: null,
    });
  });

  it("store dates as calendar dates", async () => {
    const user = await createUser(database.db);
    const [certification] = await database.db
      .insert(certifications)
      .values({
        userId: user.id,
        name: "PE",
        receivedDate: "2024-02-29",
        expirationDate: "2026-02-28",
      })
      .returning();
    expect(certification?.receivedDate).toBe("2024-02-29");
    expect(certification?.expirationDate).toBe("2026-02-28");
  });

  it("refuse an expiration before the received date and a reporting period that ends before it starts", async () => {
    const user = await createUser(database.db);
    await expect(
      database.db.insert(certifications).values({
        userId: user.id,
        name: "X",
        receivedDate: "2025-05-02",
        expirationDate: "2025-05-01",
      }),
    ).rejects.toThrow();
    await expect(
      database.db.insert(certifications).values({
        userId: user.id,
        name: "X",
        reportingPeriodStart: "2025-05-02",
        reportingPeriodEnd: "2025-05-01",
      }),
    ).rejects.toThrow();
  });

  it("require a certification's name and a credit's title, credits and completion date", async () => {
    const user = await createUser(database.db);
    await expect(
      database.db.execute(sql`insert into certifications (user_id) values (${user.id})`),
    ).rejects.toThrow();
    const [certification] = await database.db
      .insert(certifications)
      .values({ userId: user.id, name: "CPA" })
      .returning();
    await expect(
      database.db.execute(
        sql`insert into education_credits (certification_id, title) values (${certification?.id}, 'Ethics')`,
      ),
    ).rejects.toThrow();
  });
});

describe("deleting", () => {
  it("a user removes everything that belongs to them", async () => {
    const user = await createUser(database.db);
    const [certification] = await database.db
      .insert(certifications)
      .values({ userId: user.id, name: "CPA" })
      .returning();
    const certificationId = certification?.id ?? 0;
    const [credit] = await database.db
      .insert(educationCredits)
      .values({ userId: user.id, title: "Ethics", credits: 4, completionDate: "2026-01-10" })
      .returning();
    await database.db
      .insert(creditCertifications)
      .values({ creditId: credit?.id ?? 0, certificationId, cycle: 1 });
    await database.db.insert(educationCredits).values({
      userId: user.id,
      title: "Ethics again",
      credits: 4,
      completionDate: "2026-01-10",
    });
    await database.db
      .insert(notifications)
      .values({ userId: user.id, title: "Due", message: "Soon", type: "reminder" });
    await database.db.insert(feedback).values({
      userId: user.id,
      type: "bug",
      category: "other",
      subject: "S",
      message: "M",
      rating: 4,
    });
    await database.db
      .insert(activities)
      .values({ userId: user.id, certificationId, type: "added", title: "CPA" });
    await database.db.insert(sessions).values({
      id: `session-of-${user.id}`,
      userId: user.id,
      data: {},
      expiresAt: new Date(Date.now() + 60_000),
    });
    await database.db.insert(trustedDevices).values({
      userId: user.id,
      deviceId: `device-of-${user.id}`,
      expiresAt: new Date(Date.now() + 60_000),
      mfaVersion: 0,
    });
    await database.db.insert(verificationCodes).values({
      userId: user.id,
      code: "hash",
      type: "email-change",
      expiresAt: new Date(Date.now() + 60_000),
    });

    await database.db.delete(users).where(eq(users.id, user.id));

    for (const [table, column] of [
      [certifications, certifications.userId],
      [educationCredits, educationCredits.userId],
      [notifications, notifications.userId],
      [feedback, feedback.userId],
      [activities, activities.userId],
      [sessions, sessions.userId],
      [trustedDevices, trustedDevices.userId],
      [verificationCodes, verificationCodes.userId],
    ] as const) {
      const left = await database.db.select().from(table).where(eq(column, user.id));
      expect(left).toHaveLength(0);
    }
    const shares = await database.db
      .select()
      .from(creditCertifications)
      .where(eq(creditCertifications.certificationId, certificationId));
    expect(shares).toHaveLength(0);
  });

  it("a pending sign-up removes its codes", async () => {
    const [pending] = await database.db
      .insert(tempUsers)
      .values({ email: "pending@example.com", expiresAt: new Date(Date.now() + 60_000) })
      .returning();
    const tempUserId = pending?.id ?? 0;
    await database.db.insert(verificationCodes).values({
      tempUserId,
      code: "hash",
      type: "signup",
      expiresAt: new Date(Date.now() + 60_000),
    });
    await database.db.delete(tempUsers).where(eq(tempUsers.id, tempUserId));
    const left = await database.db
      .select()
      .from(verificationCodes)
      .where(eq(verificationCodes.tempUserId, tempUserId));
    expect(left).toHaveLength(0);
  });
});
