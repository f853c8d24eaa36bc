import type { Opportunity, OpportunityListQuery } from "@common/opportunities";
import { asc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/open";
import { educationOpportunities } from "../../db/schema";
import { countRows, pageTotal, pageWindow, totalRows } from "../../shared/pagination";

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
  const { limit, offset } = pageWindow(query);
  const where = query.category ? eq(educationOpportunities.category, query.category) : undefined;
  const rows = await db
    .select({ opportunity: educationOpportunities, total: totalRows() })
    .from(educationOpportunities)
    .where(where)
    .orderBy(
      sql`${educationOpportunities.startDate} asc nulls last`,
      asc(educationOpportunities.title),
      asc(educationOpportunities.id),
    )
    .limit(limit)
    .offset(offset);
  const total = await pageTotal(rows, offset, async () => {
    const [counted] = await db
      .select({ total: countRows() })
      .from(educationOpportunities)
      .where(where);
    return counted?.total ?? 0;
  });
  return { rows: rows.map((row) => toOpportunity(row.opportunity)), total };
}
