import { type AdminDashboard, expiringWithinDays } from "@common/admin-dashboard";
import { addDays, type CalendarDate } from "@common/certifications/calendar-date";
import { certificationStatuses } from "@common/certifications/certification";
import { deadlineWindowEnd } from "@common/certifications/deadlines";
import { sql } from "drizzle-orm";
import { type Database, queryRows } from "../../db/open";
import { certifications } from "../../db/schema";
import { progressFilters } from "../certifications/list-certifications";

const { status, expirationDate, reportingPeriodEnd } = certifications;
// Written out rather than a parameter, so the planner matches the partial indexes on it.
const active = sql`${status} = 'active'`;

/**
 * The certifications card, counted on `today` (UTC):
 * - total: every certification;
 * - expiring in 30 days: active, expiration date from today to today + 30;
 * - at risk: what a user's dashboard shows At Risk: active, its expiration date or reporting
 *   period end in the next 90 days (today included), and less than 40 % of the credits
 *   required counted (or credits missing while none are required overall);
 * - expired: marked expired, or active with an expiration date before today.
 * Every figure is read from an index alone (index-only), never from the rows, and the index of
 * status and expiration date is passed over once: the active certifications (with those past
 * their date) in one range, the others in another. Two statements, sent together.
 */
export async function certificationFigures(
  db: Database,
  today: CalendarDate,
): Promise<AdminDashboard["certifications"]> {
  const windowEnd = deadlineWindowEnd(today);
  const atRisk = progressFilters["At Risk"];
  const others = certificationStatuses.filter((value) => value !== "active");
  const [[activeCounts], [ranges]] = await Promise.all([
    queryRows<{ active: number; activePast: number }>(
      db,
      sql`select count(*)::int as active,
        count(*) filter (where ${expirationDate} < ${today})::int as "activePast"
        from ${certifications} where ${active}`,
    ),
    queryRows<{ others: number; markedExpired: number; expiringIn30Days: number; atRisk: number }>(
      db,
      sql`select
        (select count(*)::int from ${certifications}
          where ${status} in (${sql.join(
            others.map((value) => sql`${value}`),
            sql`, `,
          )})) as others,
        (select count(*)::int from ${certifications} where ${status} = 'expired') as "markedExpired",
        (select count(*)::int from ${certifications}
          where ${active} and ${expirationDate} between ${today} and ${addDays(today, expiringWithinDays)}
        ) as "expiringIn30Days",
        (select count(*)::int from ${certifications}
          where ${active} and ${expirationDate} between ${today} and ${windowEnd} and ${atRisk})
        + (select count(*)::int from ${certifications}
          where ${active} and ${reportingPeriodEnd} between ${today} and ${windowEnd}
            and (${expirationDate} is null or ${expirationDate} not between ${today} and ${windowEnd})
            and ${atRisk}
        ) as "atRisk"`,
    ),
  ]);
  if (!activeCounts || !ranges) throw new Error("count(*) answered no row");
  return {
    total: activeCounts.active + ranges.others,
    expiringIn30Days: ranges.expiringIn30Days,
    atRisk: ranges.atRisk,
    expired: ranges.markedExpired + activeCounts.activePast,
  };
}
