import { creditsUnits } from "@common/certifications/certification";
import { opportunityFormats, opportunityInputSchema } from "@common/opportunities";
import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../src/server/config";
import { adminSettings, educationOpportunities } from "../../src/server/db/schema";
import { opportunityCatalog } from "../../src/server/features/opportunities/opportunity-catalog";
import {
  opportunitiesSeededKey,
  seedOpportunities,
  seedOpportunitiesOnFirstStart,
} from "../../src/server/features/opportunities/seed-opportunities";
import { signedInAdmin } from "../support/admin";
import { signedIn } from "../support/factories";
import { emptyCatalog, insertOpportunity } from "../support/opportunities";
import { setUpTestApp } from "../support/test-app";

const t = setUpTestApp({ now: "2026-11-24T12:00:00.000Z" });

async function catalogRows() {
  return t.db.select().from(educationOpportunities).orderBy(asc(educationOpportunities.id));
}

/** A database that never started: no catalog, never seeded. */
async function freshDatabase() {
  await emptyCatalog(t.db);
  await t.db.delete(adminSettings).where(eq(adminSettings.key, opportunitiesSeededKey));
}

describe("the opportunity catalog", () => {
  it("holds at least 60 valid opportunities for nurses, pharmacists, accountants, engineers and electricians", () => {
    expect(opportunityCatalog.length).toBeGreaterThanOrEqual(60);
    const categories = new Set(opportunityCatalog.map((entry) => entry.category));
    for (const category of [
      "Ethics",
      "Pain management",
      "Patient safety",
      "Implicit bias",
      "Pharmacy law",
      "Immunization",
      "Controlled substances",
      "Professional ethics",
      "Taxation",
      "Accounting and auditing",
      "Structural",
      "Laws and rules",
      "National Electrical Code",
      "Workplace safety",
    ]) {
      expect(categories, category).toContain(category);
    }
    const titles = opportunityCatalog.map((entry) => entry.title);
    expect(new Set(titles).size).toBe(titles.length);
    for (const { startsIn: _startsIn, days: _days, ...entry } of opportunityCatalog) {
      const parsed = opportunityInputSchema.safeParse({ ...entry, startDate: null, endDate: null });
      expect(parsed.success, `${entry.title}: ${parsed.error?.message}`).toBe(true);
      expect(entry.url, entry.title).toMatch(/^https:\/\/[a-z0-9.-]+\.(org|com|pharmacy)\/[^?#]+$/);
    }
  });

  it("offers every format, free and paid, every unit, decimals, and dates over the coming year as well as none", () => {
    const formats = new Set(opportunityCatalog.map((entry) => entry.format));
    expect([...formats].sort()).toEqual([...opportunityFormats].sort());
    const units = new Set(opportunityCatalog.map((entry) => entry.creditsUnit));
    expect([...units].sort()).toEqual([...creditsUnits].sort());
    expect(opportunityCatalog.some((entry) => entry.cost === 0)).toBe(true);
    expect(opportunityCatalog.some((entry) => entry.cost > 0)).toBe(true);
    expect(opportunityCatalog.some((entry) => !Number.isInteger(entry.credits))).toBe(true);
    const starts = opportunityCatalog.flatMap((entry) => entry.startsIn ?? []);
    expect(opportunityCatalog.some((entry) => entry.startsIn === null)).toBe(true);
    expect(Math.min(...starts)).toBeGreaterThan(0);
    expect(Math.max(...starts)).toBeLessThanOrEqual(365);
    expect(Math.max(...starts)).toBeGreaterThan(270);
  });
});

describe("seeding the catalog", () => {
  it("dates the opportunities from the day it is seeded, and adds nothing when run again", async () => {
    await freshDatabase();
    expect(await seedOpportunities(t)).toBe(opportunityCatalog.length);
    const rows = await catalogRows();
    expect(rows).toHaveLength(opportunityCatalog.length);
    const symposium = rows.find((row) => row.title === "Critical Care Nursing Symposium 2027");
    // 150 days after Nov 24, 2026, for three days.
    expect(symposium).toMatchObject({ startDate: "2027-04-23", endDate: "2027-04-25" });
    const selfStudy = rows.find((row) => row.title === "Nursing Ethics and Moral Distress");
    expect(selfStudy).toMatchObject({ startDate: null, endDate: null, credits: 2 });

    expect(await seedOpportunities(t)).toBe(0);
    expect(await catalogRows()).toHaveLength(opportunityCatalog.length);
  });

  it("seeds on the first start of an empty database, which premium users then see", async () => {
    await freshDatabase();
    expect(await seedOpportunitiesOnFirstStart(t)).toBe(opportunityCatalog.length);
    const { agent } = await signedIn(t, { subscriptionStatus: "active" });
    const listed = await agent.get("/api/opportunities?pageSize=5");
    expect(Number(listed.headers["x-total-count"])).toBe(opportunityCatalog.length);

    // A second start does not add them again.
    expect(await seedOpportunitiesOnFirstStart(t)).toBe(0);
    expect(await catalogRows()).toHaveLength(opportunityCatalog.length);
  });

  it("leaves a catalog an administrator emptied empty on the next start", async () => {
    await freshDatabase();
    await seedOpportunitiesOnFirstStart(t);
    const { agent: admin } = await signedInAdmin(t);
    for (const row of await catalogRows()) {
      expect((await admin.delete(`/api/admin/opportunities/${row.id}`)).statusCode).toBe(204);
    }
    expect(await seedOpportunitiesOnFirstStart(t)).toBe(0);
    expect(await catalogRows()).toEqual([]);
  });

  it("does not add to a catalog an administrator filled before it was ever seeded", async () => {
    await freshDatabase();
    await insertOpportunity(t.db, { title: "Our hospital's own ethics course" });
    expect(await seedOpportunitiesOnFirstStart(t)).toBe(0);
    expect((await catalogRows()).map((row) => row.title)).toEqual([
      "Our hospital's own ethics course",
    ]);
  });

  it("seeds two starts at once only once", async () => {
    await freshDatabase();
    const added = await Promise.all([
      seedOpportunitiesOnFirstStart(t),
      seedOpportunitiesOnFirstStart(t),
    ]);
    expect(added.sort((a, b) => a - b)).toEqual([0, opportunityCatalog.length]);
    expect(await catalogRows()).toHaveLength(opportunityCatalog.length);
  });
});

describe("SEED_OPPORTUNITIES", () => {
  const secrets = {
    SESSION_SECRET: "s".repeat(40),
    ENCRYPTION_KEY: "a".repeat(64),
    DATA_DIR: "/nonexistent/certminder-config-test",
  };

  it("seeds unless it is false, and refuses anything but true or false", () => {
    expect(loadConfig(secrets).seedOpportunities).toBe(true);
    expect(loadConfig({ ...secrets, SEED_OPPORTUNITIES: "true" }).seedOpportunities).toBe(true);
    expect(loadConfig({ ...secrets, SEED_OPPORTUNITIES: "false" }).seedOpportunities).toBe(false);
    expect(() => loadConfig({ ...secrets, SEED_OPPORTUNITIES: "no" })).toThrow(
      new ConfigError('Invalid SEED_OPPORTUNITIES: must be true or false (got "no")'),
    );
  });
});
