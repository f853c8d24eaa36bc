import { sql } from "drizzle-orm";
import { type Database, queryRows } from "../../db/open";
import { educationOpportunities } from "../../db/schema";

/**
 * The catalog's categories for the filter, sorted, each once whatever its case ("Ethics"
 * and "ethics" are one category; the spelling shown is the first in sort order).
 */
export async function opportunityCategories(db: Database): Promise<string[]> {
  const { category } = educationOpportunities;
  const rows = await queryRows<{ category: string }>(
    db,
    sql`select min(btrim(${category})) as category from ${educationOpportunities}
      group by lower(btrim(${category})) order by lower(btrim(${category})) asc`,
  );
  return rows.map((row) => row.category);
}
