import type { CertificationAllowance } from "@common/certifications/certification";
import { hasPremium } from "@common/plan";
import { count, eq } from "drizzle-orm";
import type { Database } from "../../db/open";
import { certifications, type UserRow } from "../../db/schema";
import { readSystemSetting } from "../system-settings/read-system-settings";

/** The administrators' setting (System page), read on every use; 3 until they change it. */
export function freeCertificationLimit(db: Database): Promise<number> {
  return readSystemSetting(db, "freeCertificationLimit");
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
