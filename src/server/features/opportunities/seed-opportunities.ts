import { addDays, todayIn } from "@common/certifications/calendar-date";
import { sql } from "drizzle-orm";
import { adminSettings, educationOpportunities } from "../../db/schema";
import type { ServiceDeps } from "../../feature-deps";
import { type CatalogEntry, opportunityCatalog } from "./opportunity-catalog";

/** The admin setting that says the catalog was once offered its first opportunities. */
export const opportunitiesSeededKey = "opportunities_seeded";

const entryKey = (title: string, provider: string) => `${title}\n${provider}`;

function rowOf(entry: CatalogEntry, today: string, now: Date) {
  const { startsIn, days = 1, ...fields } = entry;
  const startDate = startsIn === null ? null : addDays(today, startsIn);
  const endDate = startDate === null ? null : addDays(startDate, days - 1);
  return { ...fields, startDate, endDate, createdAt: now, updatedAt: now };
}

/**
 * Adds the catalog's opportunities that are not there yet (the same title from the same
 * provider), dated from the seeding day: running it twice adds nothing the second time.
 * Answers how many were added.
 */
export async function seedOpportunities({ db, clock }: ServiceDeps): Promise<number> {
  const now = clock.now();
  const today = todayIn("UTC", now);
  return db.transaction(async (tx) => {
    // One seeding at a time, so two at once cannot both add the same entries.
    await tx.execute(sql`lock table ${educationOpportunities} in share row exclusive mode`);
    const present = await tx
      .select({ title: educationOpportunities.title, provider: educationOpportunities.provider })
      .from(educationOpportunities);
    const known = new Set(present.map((row) => entryKey(row.title, row.provider)));
    const missing = opportunityCatalog.filter(
      (entry) => !known.has(entryKey(entry.title, entry.provider)),
    );
    if (missing.length === 0) return 0;
    await tx
      .insert(educationOpportunities)
      .values(missing.map((entry) => rowOf(entry, today, now)));
    return missing.length;
  });
}

/**
 * At start-up: the first start of a database whose catalog has never been seeded and is
 * empty seeds it. Either way the database remembers it was considered (admin setting
 * `opportunities_seeded`), so a catalog an administrator empties stays empty, and one an
 * administrator filled first is left as it is. Answers how many were added.
 */
export async function seedOpportunitiesOnFirstStart({ db, clock }: ServiceDeps): Promise<number> {
  return db.transaction(async (tx) => {
    // The unique key makes this the only start that goes on; another waits, then finds it.
    const claimed = await tx
      .insert(adminSettings)
      .values({ key: opportunitiesSeededKey, value: clock.now().toISOString() })
      .onConflictDoNothing()
      .returning({ id: adminSettings.id });
    if (claimed.length === 0) return 0;
    const [any] = await tx
      .select({ id: educationOpportunities.id })
      .from(educationOpportunities)
      .limit(1);
    if (any) return 0;
    return seedOpportunities({ db: tx, clock });
  });
}
