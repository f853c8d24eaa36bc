import type {
  AdminOpportunityListQuery,
  Opportunity,
  OpportunityInput,
} from "@common/opportunities";
import { opportunityMessages } from "@common/opportunities";
import { asc, eq, ilike, or, sql } from "drizzle-orm";
import type { Clock } from "../../clock";
import { likePattern } from "../../db/like-pattern";
import type { Database } from "../../db/open";
import { educationOpportunities } from "../../db/schema";
import { HttpError } from "../../plugins/error-handler";
import { readPage, totalRows } from "../../shared/pagination";
import { toOpportunity } from "./opportunity-rows";

type Deps = { db: Database; clock: Clock };
const o = educationOpportunities;

/**
 * The whole catalogue for administrators, finished opportunities included, by title, a page
 * at a time; `search` looks in title, provider, description and category.
 */
export async function listCatalogue(
  db: Database,
  query: AdminOpportunityListQuery,
): Promise<{ rows: Opportunity[]; total: number }> {
  const pattern = query.search ? likePattern(query.search) : undefined;
  const where = pattern
    ? or(
        ilike(o.title, pattern),
        ilike(o.provider, pattern),
        ilike(o.description, pattern),
        ilike(o.category, pattern),
      )
    : undefined;
  const select = db
    .select({ opportunity: o, total: totalRows() })
    .from(o)
    .where(where)
    .orderBy(asc(sql`lower(${o.title})`), asc(o.id));
  const { rows, total } = await readPage(db, select.$dynamic(), { table: o, where }, query);
  return { rows: rows.map((row) => toOpportunity(row.opportunity)), total };
}

export async function createOpportunity(
  { db, clock }: Deps,
  input: OpportunityInput,
): Promise<Opportunity> {
  const now = clock.now();
  const [row] = await db
    .insert(o)
    .values({ ...input, createdAt: now, updatedAt: now })
    .returning();
  if (!row) throw new Error("opportunity was not created");
  return toOpportunity(row);
}

/** Replaces an opportunity's fields; 404 when there is none with that id. */
export async function updateOpportunity(
  { db, clock }: Deps,
  id: number,
  input: OpportunityInput,
): Promise<Opportunity> {
  const [row] = await db
    .update(o)
    .set({ ...input, updatedAt: clock.now() })
    .where(eq(o.id, id))
    .returning();
  if (!row) throw new HttpError(404, opportunityMessages.notFound);
  return toOpportunity(row);
}

/**
 * Removes an opportunity from the catalogue; 404 when there is none with that id. Credits
 * recorded from it stay: they are the user's, copied from it when recorded.
 */
export async function deleteOpportunity(db: Database, id: number): Promise<void> {
  const deleted = await db.delete(o).where(eq(o.id, id)).returning({ id: o.id });
  if (deleted.length === 0) throw new HttpError(404, opportunityMessages.notFound);
}
