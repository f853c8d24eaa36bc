import {
  type CertificationAllowance,
  certificationMessages,
} from "@common/certifications/certification";
import { hasPremium, type UpgradeRequired, upgradeUrl } from "@common/plan";
import { count, eq } from "drizzle-orm";
import type { Database } from "../../db/open";
import { certifications, type UserRow } from "../../db/schema";
import { HttpError } from "../../shared/http-error";
import { readSystemSetting } from "../system-settings/read-system-settings";

/** The administrators' setting (System page), read on every use; 3 until they change it. */
function freeCertificationLimit(db: Database): Promise<number> {
  return readSystemSetting(db, "freeCertificationLimit");
}

/**
 * The free plan's allowance, the one rule every addition of certifications asks: how many the
 * user holds and may hold (premium users have no limit). Adding asks it inside its own
 * transaction with the user row locked (`assertAllowance`), so two additions at once cannot
 * both pass. A restore is the one exception: it brings back every certification of the
 * user's own backup, even beyond the limit (decision 045), and asks nothing.
 */
export async function certificationAllowance(
  db: Database,
  user: UserRow,
): Promise<CertificationAllowance> {
  const used = await heldCertifications(db, user);
  if (hasPremium(user)) return { used, limit: null, canAdd: true };
  const limit = await freeCertificationLimit(db);
  return { used, limit, canAdd: used < limit };
}

async function heldCertifications(db: Database, user: UserRow): Promise<number> {
  const [held] = await db
    .select({ used: count() })
    .from(certifications)
    .where(eq(certifications.userId, user.id));
  return held?.used ?? 0;
}

/**
 * Of `adding` more certifications, how many the allowance has no room for, and the limit; a
 * premium user's additions are not counted.
 */
export async function overAllowance(
  db: Database,
  user: UserRow,
  adding: number,
): Promise<{ overLimit: number; limit: number | null }> {
  if (hasPremium(user)) return { overLimit: 0, limit: null };
  const used = await heldCertifications(db, user);
  const limit = await freeCertificationLimit(db);
  return { overLimit: Math.max(0, used + adding - limit), limit };
}

/** The refusal of a certification beyond the free plan: 403 with where to upgrade. */
export function freePlanRefusal(message: string): HttpError {
  const refusal: UpgradeRequired = { message, upgradeUrl };
  return new HttpError(403, message, refusal);
}

/**
 * Refuses adding `adding` certifications beyond the allowance (403 naming the limit). Called in
 * the adding transaction with the user row locked, `user` being that locked row.
 */
export async function assertAllowance(tx: Database, user: UserRow, adding: number) {
  const { overLimit, limit } = await overAllowance(tx, user, adding);
  if (overLimit > 0 && limit !== null) {
    throw freePlanRefusal(certificationMessages.freeLimit(limit));
  }
}
