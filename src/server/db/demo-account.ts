import { hash } from "@node-rs/argon2";
import { eq } from "drizzle-orm";
import { z } from "zod";
import type { CreditsUnit } from "../../common/certifications/certification";
import { creditsText } from "../../common/certifications/credits-unit";
import type { Database } from "./open";
import { activities, certifications, educationCredits, notifications, users } from "./schema";

const username = "demo";
const password = "CertMinder-demo-1";

export const demoAccountSchema = z.object({
  created: z.boolean(),
  username: z.string(),
  password: z.string(),
});
export type DemoAccount = z.infer<typeof demoAccountSchema>;

function dateIn(days: number): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

type DemoCertification = Omit<typeof certifications.$inferInsert, "userId"> & {
  name: string;
  provider: string;
  creditsUnit: CreditsUnit;
  credits: Omit<typeof educationCredits.$inferInsert, "certificationId">[];
};

const demoCertifications: DemoCertification[] = [
  {
    name: "Registered Nurse License",
    provider: "State Board of Nursing",
    receivedDate: dateIn(-700),
    expirationDate: dateIn(45),
    reportingPeriodStart: dateIn(-700),
    reportingPeriodEnd: dateIn(45),
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
    creditsUnit: "CEUs",
    credits: [{ title: "Hemodynamic Monitoring", credits: 12, completionDate: dateIn(-60) }],
  },
];

/**
 * Adds the demo account (npm run seed:demo) with certifications, credits, notifications and
 * activity, so a person trying CertMinder sees a lived-in dashboard. Safe to run twice.
 */
export async function createDemoAccount(db: Database): Promise<DemoAccount> {
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
    for (const { credits, ...fields } of demoCertifications) {
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
    await tx.insert(notifications).values({
      userId: user.id,
      title: "Registered Nurse License expires soon",
      message: `Your Registered Nurse License expires on ${dateIn(45)}; 12 contact hours are still missing.`,
      type: "expiration",
    });
  });
  return { created: true, username, password };
}
