import { addDays, type CalendarDate } from "@common/certifications/calendar-date";
import { hash } from "@node-rs/argon2";
import { eq } from "drizzle-orm";
import { z } from "zod";
import type { CreditsUnit } from "../../common/certifications/certification";
import { creditsText } from "../../common/certifications/credits-unit";
import { type Clock, systemClock, userToday } from "../clock";
import { recountCredits } from "../features/credits/recount-credits";
import { seedOpportunities } from "../features/opportunities/seed-opportunities";
import { createDueReminders } from "../features/reminders/create-due-reminders";
import { notifyInApp } from "../features/reminders/reminder-notifications";
import { readSystemSetting } from "../features/system-settings/read-system-settings";
import { insertRow } from "./insert-row";
import type { Database } from "./open";
import {
  activities,
  certifications,
  creditCertifications,
  educationCredits,
  users,
} from "./schema";

const username = "demo";
const password = "CertMinder-demo-1";

export const demoAccountSchema = z.object({
  created: z.boolean(),
  username: z.string(),
  password: z.string(),
  /** Education opportunities of the catalog added this time (0 when all were there). */
  opportunitiesAdded: z.number().int(),
});
export type DemoAccount = z.infer<typeof demoAccountSchema>;

type DemoCertification = Omit<typeof certifications.$inferInsert, "userId"> & {
  name: string;
  provider: string;
  creditsUnit: CreditsUnit;
};

type DemoCredit = Omit<typeof educationCredits.$inferInsert, "userId"> & {
  credits: number;
  /** The names of the demo certifications it counts toward. */
  countsToward: string[];
};

const license = "Registered Nurse License";
const ccrn = "Certified Critical Care Nurse (CCRN)";
const texas = "Registered Nurse — Texas";

/**
 * A nurse's certifications with the units, amounts and rules their boards use: a state RN
 * licence of 30 contact hours in two years, at least 2 in ethics, 3 in pain management and 2
 * in implicit bias (still missing: the seeded catalog has courses that close it), at most
 * 10 self-study, due (with its reporting period) in 20 days, so the demo shows a real
 * reminder; a second state's RN license (Texas, 20 contact hours in two years); BLS, a
 * two-year card with no credits; CCRN, 100 contact hours in three years (AACN counts them as
 * CERPs, one per contact hour). The ethics course counts for the RN license and CCRN, the
 * patient safety course for both RN licenses.
 */
const demoCertifications = (today: CalendarDate): DemoCertification[] => {
  const dateIn = (days: number) => addDays(today, days);
  return [
    {
      name: license,
      provider: "State Board of Nursing",
      issuingBody: "State Board of Nursing",
      licenseNumber: "RN-482913",
      receivedDate: dateIn(-710),
      expirationDate: dateIn(20),
      reportingPeriodStart: dateIn(-710),
      reportingPeriodEnd: dateIn(20),
      creditsRequired: 30,
      creditsUnit: "contact hours",
      requirements: {
        categories: [
          { name: "Ethics", kind: "minimum", credits: 2 },
          { name: "Pain management", kind: "minimum", credits: 3 },
          { name: "Implicit bias", kind: "minimum", credits: 2 },
          { name: "Self-study", kind: "cap", credits: 10 },
        ],
        carryOver: null,
      },
    },
    {
      name: "Basic Life Support (BLS)",
      provider: "American Heart Association",
      receivedDate: dateIn(-650),
      expirationDate: dateIn(80),
      reportingPeriodStart: null,
      reportingPeriodEnd: null,
      creditsRequired: 0,
      creditsUnit: "hours",
    },
    {
      // A second state's license, as the requirement library's rule set for it says (rn-texas:
      // 20 contact hours every two years, 22 TAC §216.3 and the Texas Board of Nursing).
      name: texas,
      provider: "Texas Board of Nursing",
      issuingBody: "Texas Board of Nursing",
      jurisdiction: "Texas",
      licenseNumber: "TX-915274",
      receivedDate: dateIn(-400),
      expirationDate: dateIn(330),
      reportingPeriodStart: dateIn(-400),
      reportingPeriodEnd: dateIn(330),
      creditsRequired: 20,
      creditsUnit: "contact hours",
    },
    {
      name: ccrn,
      provider: "AACN Certification Corporation",
      receivedDate: dateIn(-400),
      expirationDate: dateIn(695),
      reportingPeriodStart: dateIn(-400),
      reportingPeriodEnd: dateIn(695),
      creditsRequired: 100,
      creditsUnit: "contact hours",
    },
  ];
};

const demoCredits = (today: CalendarDate): DemoCredit[] => {
  const dateIn = (days: number) => addDays(today, days);
  return [
    {
      title: "Infection Control Update",
      provider: "Clearwater Nursing Education",
      credits: 6,
      completionDate: dateIn(-300),
      categories: ["Self-study"],
      countsToward: [license],
    },
    {
      title: "Pain Management in Acute Care",
      provider: "Meridian Health Learning",
      credits: 8,
      completionDate: dateIn(-120),
      categories: ["Pain management"],
      countsToward: [license],
    },
    {
      title: "Hemodynamic Monitoring",
      provider: "AACN Learning Center",
      credits: 12,
      completionDate: dateIn(-60),
      countsToward: [ccrn],
    },
    {
      title: "Ethics in Nursing Practice",
      provider: "American Nurses Association",
      credits: 2,
      completionDate: dateIn(-45),
      categories: ["Ethics"],
      countsToward: [license, ccrn],
    },
    {
      title: "Sepsis Recognition and Response",
      provider: "Meridian Health Learning",
      credits: 1.5,
      completionDate: dateIn(-30),
      countsToward: [license],
    },
    {
      title: "Patient Safety and Error Prevention",
      provider: "Clearwater Nursing Education",
      credits: 3.5,
      completionDate: dateIn(-20),
      countsToward: [license, texas],
    },
  ];
};

/**
 * Adds the demo account (npm run seed:demo) with certifications, credits, notifications and
 * activity, so a person trying CertMinder sees a lived-in dashboard, and the catalog's
 * education opportunities not there yet, so its gaps have courses to close them. Safe to run
 * twice. Its
 * reminders come from the reminder rules themselves, so they read and link like real ones.
 */
export async function createDemoAccount(
  db: Database,
  clock: Clock = systemClock,
): Promise<DemoAccount> {
  const opportunitiesAdded = await seedOpportunities({ db, clock });
  const [existing] = await db.select().from(users).where(eq(users.username, username));
  if (existing) return { created: false, username, password, opportunitiesAdded };
  await db.transaction(async (tx) => {
    const user = await insertRow(tx, users, "the demo user", {
      username,
      password: await hash(password),
      firstName: "Dana",
      lastName: "Demo",
      email: "demo@certminder.local",
      emailVerified: true,
    });
    const now = clock.now();
    const today = userToday(user, clock);
    const added = new Map<string, typeof certifications.$inferSelect>();
    for (const fields of demoCertifications(today)) {
      const certification = await insertRow(tx, certifications, "a demo certification", {
        ...fields,
        userId: user.id,
      });
      added.set(certification.name, certification);
      await tx.insert(activities).values({
        userId: user.id,
        certificationId: certification.id,
        type: "added",
        title: `Added ${fields.name}`,
        detail: fields.provider,
      });
    }
    for (const { countsToward, ...fields } of demoCredits(today)) {
      const credit = await insertRow(tx, educationCredits, "a demo credit", {
        ...fields,
        userId: user.id,
      });
      for (const name of countsToward) {
        const certification = added.get(name);
        if (!certification) throw new Error(`no demo certification ${name}`);
        await tx
          .insert(creditCertifications)
          .values({ creditId: credit.id, certificationId: certification.id, cycle: 1 });
        await tx.insert(activities).values({
          userId: user.id,
          certificationId: certification.id,
          type: "credit_added",
          title: `Added ${creditsText(credit.credits, certification.creditsUnit)} to ${name}`,
          detail: credit.title,
        });
      }
    }
    await recountCredits(
      tx,
      [...added.values()].map((certification) => certification.id),
      now,
    );
    const reminderDays = await readSystemSetting(tx, "reminderSteps");
    await notifyInApp(tx, await createDueReminders(tx, now, reminderDays, user.id), now);
  });
  return { created: true, username, password, opportunitiesAdded };
}
