import type { Certification } from "@common/certifications/certification";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { rowAsJson } from "../../src/server/db/row-as-json";
import { certifications, files, users } from "../../src/server/db/schema";
import { toCertification } from "../../src/server/features/certifications/owned-certification";
import { signedIn } from "../support/factories";
import { setUpTestApp } from "../support/test-app";

const t = setUpTestApp({ now: "2026-03-01T12:00:00.000Z" });

describe("a row read as one JSON value", () => {
  it("reads back every kind of column exactly as a select of the table answers it", async () => {
    const { user, agent } = await signedIn(t);
    await t.db.insert(files).values({
      id: "file-1",
      userId: user.id,
      purpose: "document",
      contentType: "application/pdf",
      size: 3,
      data: Buffer.from("pdf"),
    });
    const [full] = await t.db
      .insert(certifications)
      .values({
        userId: user.id,
        name: 'Quotes " \\ back\\slash, tab\t, line\nbreak, accents éü, emoji 😀',
        provider: "State Board",
        receivedDate: "2024-02-29",
        expirationDate: "9999-12-31",
        reportingPeriodStart: "0001-01-01",
        reportingPeriodEnd: "2026-12-31",
        creditsRequired: 99999999.99,
        creditsEarned: 0.01,
        creditsMissing: 12.5,
        categoriesMissing: [{ name: "Ethics", missing: 2.25 }],
        requirements: {
          categories: [{ name: "Ethics", kind: "minimum", credits: 4 }],
          carryOver: { maxCredits: 10, lastDays: 90 },
        },
        status: "inactive",
        creditsUnit: "points",
        logo: "/api/certifications/logo/1",
        licenseNumber: "L-1",
        issuingBody: "Board",
        jurisdiction: "CA",
        renewalUrl: "https://example.com/renew?a=1&b=2",
        renewalFee: 1234567890.12,
        documentFileId: "file-1",
        documentName: "card.pdf",
        cycle: 3,
        createdAt: new Date("2020-01-02T03:04:05.678Z"),
        updatedAt: sql`'2021-06-07 08:09:10.123456+00'::timestamptz`,
      })
      .returning({ id: certifications.id });
    const [empty] = await t.db
      .insert(certifications)
      .values({ userId: user.id, name: "Only a name" })
      .returning({ id: certifications.id });

    const listed = rowAsJson(certifications);
    for (const id of [full?.id, empty?.id]) {
      const where = eq(certifications.id, id ?? 0);
      const [selected] = await t.db.select().from(certifications).where(where);
      const [asJson] = await t.db.select({ row: listed.json }).from(certifications).where(where);
      expect(selected).toBeDefined();
      expect(asJson && listed.read(asJson.row)).toStrictEqual(selected);
    }

    const response = await agent.get("/api/certifications?sort=name");
    const selectedRows = await t.db
      .select()
      .from(certifications)
      .where(eq(certifications.userId, user.id))
      .orderBy(sql`lower(${certifications.name})`);
    expect(response.json<Certification[]>()).toEqual(
      JSON.parse(JSON.stringify(selectedRows.map(toCertification))),
    );
  });

  it("reads back a user, as the session's query reads it, exactly as a select of the table", async () => {
    const { user } = await signedIn(t, {
      firstName: 'Ada "Countess"',
      phoneNumber: "+15555550100",
      isAdmin: true,
      subscriptionStatus: "active",
      notifyDaysInAdvance: 45,
      reminderMethodChosenAt: new Date("2026-02-01T10:11:12.345Z"),
    });
    const listed = rowAsJson(users);
    const where = eq(users.id, user.id);
    const [selected] = await t.db.select().from(users).where(where);
    const [asJson] = await t.db.select({ row: listed.json }).from(users).where(where);
    expect(selected).toBeDefined();
    expect(asJson && listed.read(asJson.row)).toStrictEqual(selected);
  });

  it("refuses a table with a column JSON would read differently", () => {
    expect(() => rowAsJson(files)).toThrow(
      "rowAsJson: column data of type bytea cannot travel as JSON",
    );
  });
});
