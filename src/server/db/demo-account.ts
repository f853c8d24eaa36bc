import { addDays, type CalendarDate, todayIn } from "@common/certifications/calendar-date";
import { hash } from "@node-rs/argon2";
import { eq } from "drizzle-orm";
import { z } from "zod";
import type { CreditsUnit } from "../../common/certifications/certification";
import { creditsText } from "../../common/certifications/credits-unit";
import { type Clock, systemClock } from "../clock";
import { createDueReminders } from "../features/reminders/create-due-reminders";
import { notifyInApp } from "../features/reminders/reminder-notifications";
import type { Database } from "./open";
import { activities, certifications, educationCredits, users } from "./schema";

const username = "demo";
const password = "CertMinder-demo-1";

export const demoAccountSchema = z.object({
  created: z.boolean(),
  username: z.string(),
  password: z.string(),
});
export type DemoAccount = z.infer<typeof demoAccountSchema>;

type DemoCertification = Omit<typeof certifications.$inferInsert, "userId"> & {
  name: string;
  provider: string;
  creditsUnit: CreditsUnit;
  credits: Omit<typeof educationCredits.$inferInsert, "certificationId">[];
};

/**
 * A nurse's certifications with the units and amounts their boards use: a state RN licence of
 * 30 contact hours in two years, due (with its reporting period) in 20 days, so the demo shows
 * a real reminder; BLS, a two-year card with no credits; CCRN, 100 contact hours in three years
 * (AACN counts them as CERPs, one per contact hour).
 */
const demoCertifications = (today: CalendarDate): DemoCertification[] => {
  const dateIn = (days: number) => addDays(today, days);
  return [
    {
      name: "Registered Nurse License",
      provider: "State Board of Nursing",
      receivedDate: dateIn(-710),
      expirationDate: dateIn(20),
      reportingPeriodStart: dateIn(-710),
      reportingPeriodEnd: dateIn(20),
      creditsRequired: 30,
      creditsUnit: "contact hours",
      credits: [
        { title: "Infection Control Update", credits: 6, completionDate: dateIn(-300) },
        { title: "Pain Management in Acute Care", credits: 8, completionDate: dateIn(-120) },
        { title: "Patient Safety and Error Prevention", credits: 4, completionDate: dateIn(-20) },
      ],
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
      credits: [],
    },
    {
      name: "Certified Critical Care Nurse (CCRN)",
      provider: "AACN Certification Corporation",
      receivedDate: dateIn(-400),
      expirationDate: dateIn(695),
      reportingPeriodStart: dateIn(-400),
      reportingPeriodEnd: dateIn(695),
      creditsRequired: 100,
      creditsUnit: "contact hours",
      credits: [{ title: "Hemodynamic Monitoring", credits: 12, completionDate: dateIn(-60) }],
    },
  ];
};

/**
 * Adds the demo account (npm run seed:demo) with certifications, credits, notifications and
 * activity, so a person trying CertMinder sees a lived-in dashboard. Safe to run twice. Its
 * reminders come from the reminder rules themselves, so they read and link like real ones.
 */
export async function createDemoAccount(
  db: Database,
  clock: Clock = systemClock,
): Promise<DemoAccount> {
  const [existing] = await db.select().from(users).where(eq(users.username, username));
  if (existing) return { created: false, username, password };
  await db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        username,
        password: await hash(password),
        firstName: "Dana",
        lastName: "Demo",
        email: "demo@certminder.local",
        emailVerified: true,
      })
      .returning();
    if (!user) throw new Error("the demo user was not created");
    const now = clock.now();
    for (const { credits, ...fields } of demoCertifications(todayIn(user.timeZone, now))) {
      const creditsEarned = credits.reduce((sum, credit) => sum + credit.credits, 0);
      const [certification] = await tx
        .insert(certifications)
        .values({ ...fields, userId: user.id, creditsEarned })
        .returning();
      if (!certification) throw new Error("a demo certification was not created");
      await tx.insert(activities).values({
        userId: user.id,
        certificationId: certification.id,
        type: "added",
        title: `Added ${fields.name}`,
        detail: fields.provider,
      });
      for (const credit of credits) {
        await tx.insert(educationCredits).values({ ...credit, certificationId: certification.id });
        await tx.insert(activities).values({
          userId: user.id,
          certificationId: certification.id,
          type: "credit_added",
          title: `Added ${creditsText(credit.credits, fields.creditsUnit)} to ${fields.name}`,
          detail: credit.title,
        });
      }
    }
    await notifyInApp(tx, await createDueReminders(tx, now, user.id), now);
  });
  return { created: true, username, password };
}
