import { type Opportunity, opportunityMessages } from "@common/opportunities";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/open";
import { educationOpportunities } from "../../db/schema";
import { HttpError } from "../../shared/http-error";

export type OpportunityRow = typeof educationOpportunities.$inferSelect;

/** An opportunity as the API answers it. */
export function toOpportunity({ updatedAt: _updatedAt, ...row }: OpportunityRow): Opportunity {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

/** The catalog's opportunity `id`, or 404 "Opportunity not found". */
export async function findOpportunity(db: Database, id: number): Promise<OpportunityRow> {
  const [row] = await db
    .select()
    .from(educationOpportunities)
    .where(eq(educationOpportunities.id, id));
  if (!row) throw new HttpError(404, opportunityMessages.notFound);
  return row;
}
