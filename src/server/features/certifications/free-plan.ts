import type { CertificationAllowance } from "@common/certifications/certification";
import { defaultFreeCertificationLimit, freeCertificationLimitKey, hasPremium } from "@common/plan";
import { count, eq } from "drizzle-orm";
import type { Database } from "../../db/open";
import { adminSettings, certifications, type UserRow } from "../../db/schema";

/** The admin setting free_certification_limit, or 3 when it is unset or not a whole number. */
export async function freeCertificationLimit(db: Database): Promise<number> {
  const [setting] = await db
    .select({ value: adminSettings.value })
    .from(adminSettings)
    .where(eq(adminSettings.key, freeCertificationLimitKey));
  const limit = Number(setting?.value);
  return setting && Number.isInteger(limit) && limit >= 0 ? limit : defaultFreeCertificationLimit;
}

/** How many certifications the user holds and may hold; premium users have no limit. */
export async function certificationAllowance(
  db: Database,
  user: UserRow,
): Promise<CertificationAllowance> {
  const [held] = await db
    .select({ used: count() })
    .from(certifications)
    .where(eq(certifications.userId, user.id));
  const used = held?.used ?? 0;
  if (hasPremium(user)) return { used, limit: null, canAdd: true };
  const limit = await freeCertificationLimit(db);
  return { used, limit, canAdd: used < limit };
}
