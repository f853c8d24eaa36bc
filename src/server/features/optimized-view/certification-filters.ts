import { addDays, type CalendarDate } from "@common/certifications/calendar-date";
import type { OptimizedViewFilters } from "@common/optimized-view";
import { and, eq, gte, lte, or, type SQL, sql } from "drizzle-orm";
import { containsText } from "../../db/like-pattern";
import type { Database } from "../../db/open";
import { certifications, users } from "../../db/schema";
import { progressFilters } from "../certifications/list-certifications";

/**
 * The WHERE of the optimized view's filters, on certifications alone (a count needs no join).
 * `today` is the administrator's day, where "expiring within N days" starts. The search is a
 * substring match, like every search of the product, answered by trigram indexes for three
 * characters or more (decision record "trigram search").
 */
export function certificationFilters(
  db: Database,
  filters: OptimizedViewFilters,
  today: CalendarDate,
): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filters.search) {
    // Each expression has its trigram index (certifications_name_trgm_idx, _provider_trgm_idx,
    // users_username_trgm_idx, users_email_trgm_idx). The matching holders are read once, as
    // an array (an IN subquery or a join is rechecked per certification: two to three times
    // slower on a full read).
    const holders = db
      .select({ id: users.id })
      .from(users)
      .where(
        or(containsText(users.username, filters.search), containsText(users.email, filters.search)),
      );
    conditions.push(
      or(
        containsText(certifications.name, filters.search),
        containsText(certifications.provider, filters.search),
        sql`${certifications.userId} = any(array(${holders}))`,
      ),
    );
  }
  if (filters.status) conditions.push(eq(certifications.status, filters.status));
  if (filters.progress) conditions.push(progressFilters[filters.progress]);
  if (filters.expiringWithin !== undefined) {
    conditions.push(
      gte(certifications.expirationDate, today),
      lte(certifications.expirationDate, addDays(today, filters.expiringWithin)),
    );
  }
  if (filters.expiresFrom) conditions.push(gte(certifications.expirationDate, filters.expiresFrom));
  if (filters.expiresTo) conditions.push(lte(certifications.expirationDate, filters.expiresTo));
  if (filters.holderId !== undefined) conditions.push(eq(certifications.userId, filters.holderId));
  return and(...conditions);
}
