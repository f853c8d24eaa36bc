import type { Opportunity, OpportunityListQuery } from "@common/opportunities";
import { asc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/open";
import { educationOpportunities } from "../../db/schema";
import { readPage, totalRows } from "../../shared/pagination";

type OpportunityRow = typeof educationOpportunities.$inferSelect;

function toOpportunity(row: OpportunityRow): Opportunity {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

/**
 * One page of education opportunities, those with the soonest start first (undated ones last),
 * optionally of one category, with how many there are in all.
 */
export async function listOpportunities(
  db: Database,
  query: OpportunityListQuery,
): Promise<{ rows: Opportunity[]; total: number }> {
  const where = query.category ? eq(educationOpportunities.category, query.category) : undefined;
  const select = db
    .select({ opportunity: educationOpportunities, total: totalRows() })
    .from(educationOpportunities)
    .where(where)
    .orderBy(
      sql`${educationOpportunities.startDate} asc nulls last`,
      asc(educationOpportunities.title),
      asc(educationOpportunities.id),
    );
  const table = educationOpportunities;
  const { rows, total } = await readPage(db, select.$dynamic(), { table, where }, query);
  return { rows: rows.map((row) => toOpportunity(row.opportunity)), total };
}
