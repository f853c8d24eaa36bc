import { daysBetween } from "@common/certifications/calendar-date";
import { compareUrgency } from "@common/certifications/certification-urgency";
import { deadlineOf } from "@common/certifications/deadlines";
import type { ReportOverviewRow } from "@common/reports";
import { eq } from "drizzle-orm";
import { userToday } from "../../clock";
import { certifications, type UserRow } from "../../db/schema";
import type { ServiceDeps } from "../../feature-deps";
import { toCertification } from "../certifications/owned-certification";

/**
 * Every certification of the user, most urgent first (compareUrgency: the page opens on the
 * first), with its deadline, days left and what is still missing, as the stored progress of
 * its current cycle says (categories included).
 */
export async function reportOverview(
  { db, clock }: ServiceDeps,
  user: UserRow,
): Promise<ReportOverviewRow[]> {
  const today = userToday(user, clock);
  const rows = await db.select().from(certifications).where(eq(certifications.userId, user.id));
  return rows.sort(compareUrgency).map((row) => {
    const deadline = deadlineOf(row);
    return {
      certification: toCertification(row),
      deadline,
      daysLeft: deadline ? daysBetween(today, deadline.date) : null,
      creditsMissing: row.creditsMissing,
      categoriesMissing: row.categoriesMissing,
    };
  });
}
