import type { Certification } from "@common/certifications/certification";
import type { Credit } from "@common/certifications/credit";
import type { Notification } from "@common/notifications";
import type { OpportunityListItem } from "@common/opportunities";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createDemoAccount } from "../../src/server/db/demo-account";
import { users } from "../../src/server/db/schema";
import { Agent } from "../support/agent";
import { addCertification, getList } from "../support/certifications";
import { signedIn, signInAs } from "../support/factories";
import { notificationListOf } from "../support/notifications";
import { sweepNow } from "../support/reminders";
import { setUpTestApp } from "../support/test-app";

// Nov 23, 2026: the demo licence is due in 20 days, on Dec 13, 2026.
const t = setUpTestApp({ now: "2026-11-23T12:00:00.000Z" });

/** Signed in as the demo account, added by the first test that needs it. */
async function demoAgent() {
  const account = await createDemoAccount(t.db, t.clock);
  expect(account.username).toBe("demo");
  const [demo] = await t.db.select().from(users).where(eq(users.username, "demo"));
  if (!demo) throw new Error("no demo user");
  return new Agent(t.app, await signInAs(t, demo.id));
}

const shown = ({ title, message, type }: Notification) => ({ title, message, type });

describe("the demo account", () => {
  it("has the reminder a real user would get, with its date in words and its certification linked", async () => {
    const demo = await demoAgent();
    const { rows } = await getList<Certification>(demo, "/api/certifications");
    const license = rows.find((row) => row.name === "Registered Nurse License");
    const list = await notificationListOf(demo);
    expect(list.unreadCount).toBe(1);
    expect(list.notifications).toMatchObject([
      {
        title: "Registered Nurse License expires and its reporting period ends in 20 days",
        message:
          "Registered Nurse License expires and its reporting period ends on Dec 13, 2026. 9 of 30 contact hours are still missing, including 2 implicit bias contact hours.",
        type: "expiration",
        certificationId: license?.id,
      },
    ]);

    // The same certification, its credits logged before its reminder is due (the user's lead
    // time, shorter at first, then 30 days), reminds a real user in the very same words.
    const { agent } = await signedIn(t, { notifyDaysInAdvance: 14 });
    const { id: _id, cycle: _cycle, creditsEarned: _earned, logo: _logo, ...form } = license ?? {};
    const real = await addCertification(agent, form);
    await agent.post(`/api/certifications/${real.id}/credits`, {
      title: "Ethics and Pain Management Update",
      credits: 21,
      completionDate: "2026-11-01",
      categories: ["Ethics", "Pain management"],
    });
    const lead = await agent.patch("/api/user/notification-preferences", {
      notifyDaysInAdvance: 30,
    });
    expect(lead.statusCode).toBe(200);
    await t.app.remindersSettled();
    expect((await notificationListOf(agent)).notifications.map(shown)).toEqual(
      list.notifications.map(shown),
    );

    // The sweep finds nothing more to send the demo account.
    await sweepNow({ db: t.db, clock: t.clock, appUrl: "https://certminder.example" });
    expect((await notificationListOf(demo)).notifications).toHaveLength(1);
  });

  it("counts credits in the units the boards use", async () => {
    const demo = await demoAgent();
    const { rows } = await getList<Certification>(demo, "/api/certifications");
    expect(
      rows.map((row) => [row.name, row.creditsRequired, row.creditsUnit, row.creditsEarned]).sort(),
    ).toEqual([
      ["Basic Life Support (BLS)", 0, "hours", 0],
      ["Certified Critical Care Nurse (CCRN)", 100, "contact hours", 14],
      ["Registered Nurse License", 30, "contact hours", 21],
      ["Registered Nurse — Texas", 20, "contact hours", 3.5],
    ]);
  });

  it("shows the nurse's license rules by category, one still short, a 1.5-hour course and two counted twice", async () => {
    const demo = await demoAgent();
    const { rows } = await getList<Certification>(demo, "/api/certifications");
    const license = rows.find((row) => row.name === "Registered Nurse License");
    expect(license).toMatchObject({
      creditsMissing: 9,
      categoriesMissing: [{ name: "Implicit bias", missing: 2 }],
      requirements: {
        categories: [
          { name: "Ethics", kind: "minimum", credits: 2 },
          { name: "Pain management", kind: "minimum", credits: 3 },
          { name: "Implicit bias", kind: "minimum", credits: 2 },
          { name: "Self-study", kind: "cap", credits: 10 },
        ],
      },
    });
    const credits = await getList<Credit>(demo, `/api/certifications/${license?.id}/credits`);
    expect(credits.rows.map((credit) => credit.credits)).toContain(1.5);
    const shared = credits.rows.filter((credit) => credit.shares.length === 2);
    expect(shared.map((credit) => credit.shares.map((share) => share.name)).sort()).toEqual([
      ["Certified Critical Care Nurse (CCRN)", "Registered Nurse License"],
      ["Registered Nurse License", "Registered Nurse — Texas"],
    ]);
  });

  it("comes with a catalog whose courses close its missing implicit bias hours", async () => {
    const demo = await demoAgent();
    await t.db
      .update(users)
      .set({ subscriptionStatus: "active" })
      .where(eq(users.username, "demo"));
    const { rows } = await getList<OpportunityListItem>(
      demo,
      "/api/opportunities?gaps=only&pageSize=100",
    );
    expect(rows.slice(0, 2).map((row) => [row.title, row.gap?.text])).toEqual([
      [
        "Recognizing Implicit Bias at the Bedside",
        "covers 1 of your 2 missing implicit bias contact hours",
      ],
      [
        "Implicit Bias in Healthcare: Recognizing and Reducing Disparities",
        "covers your 2 missing implicit bias contact hours",
      ],
    ]);
    // Then the nursing courses counting toward the hours still missing; none for another
    // profession (pharmacy, accounting, electrical) or in another unit.
    expect(rows[2]?.gap?.text).toMatch(/^covers [\d.]+ of your \d+ missing contact hours$/);
    const titles = rows.map((row) => row.title);
    expect(titles).toContain("Nursing Ethics and Moral Distress");
    expect(titles).toContain("Diabetes Care Update for Pharmacists and Nurses");
    for (const other of [
      "Pharmacy Law Update 2027",
      "Sterile Compounding: USP <797> in Practice",
      "Federal Tax Update 2027",
      "Electrical Safety Refresher: Lockout/Tagout",
      "Ethics for CPAs: Independence and Objectivity",
    ]) {
      expect(titles).not.toContain(other);
    }
    const again = await createDemoAccount(t.db, t.clock);
    expect(again).toMatchObject({ created: false, opportunitiesAdded: 0 });
  });
});
