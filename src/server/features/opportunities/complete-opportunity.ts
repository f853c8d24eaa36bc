import type { Credit } from "@common/certifications/credit";
import { creditInputSchema } from "@common/certifications/credit";
import { categoryKey } from "@common/certifications/requirements";
import { completionBeforeStartMessage, type OpportunityCompletion } from "@common/opportunities";
import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/open";
import { certifications, type UserRow } from "../../db/schema";
import type { ServiceDeps } from "../../feature-deps";
import { HttpError } from "../../shared/http-error";
import { addCredit } from "../credits/change-credits";
import { readCredit } from "../credits/list-credits";
import { findOpportunity } from "./opportunity-rows";

/**
 * The requirement category the opportunity's category names, spelled as the first chosen
 * certification that has it spells it; none when no chosen certification has it (a credit
 * tagged with a category its certifications do not require would only confuse the count).
 */
async function requirementCategory(
  db: Database,
  userId: number,
  ids: number[],
  category: string,
): Promise<string | null> {
  const rows = await db
    .select({ id: certifications.id, requirements: certifications.requirements })
    .from(certifications)
    .where(and(eq(certifications.userId, userId), inArray(certifications.id, ids)));
  if (rows.length !== new Set(ids).size) throw new HttpError(404, "Certification not found");
  const key = categoryKey(category);
  for (const id of ids) {
    const requirements = rows.find((row) => row.id === id)?.requirements;
    const named = requirements?.categories.find((one) => categoryKey(one.name) === key);
    if (named) return named.name;
  }
  return null;
}

/**
 * "I completed this": records an education credit prefilled from the opportunity (its title,
 * provider and credits unless others are given, its category where a chosen certification
 * requires it) counting toward the chosen certifications, each in its current cycle, through
 * the same rules as any credit added by hand (a date after the user's today is refused there),
 * never dated before the course starts. Answers the credit as read through the first.
 */
export async function completeOpportunity(
  deps: ServiceDeps,
  user: UserRow,
  opportunityId: number,
  completion: OpportunityCompletion,
): Promise<Credit> {
  const opportunity = await findOpportunity(deps.db, opportunityId);
  if (opportunity.startDate && completion.completionDate < opportunity.startDate) {
    throw new HttpError(
      400,
      `completionDate: ${completionBeforeStartMessage(opportunity.startDate)}`,
    );
  }
  const [first, ...others] = completion.certificationIds;
  if (first === undefined) throw new Error("a completion names at least one certification");
  const ids = [first, ...others];
  const category = await requirementCategory(deps.db, user.id, ids, opportunity.category);
  const input = creditInputSchema.parse({
    title: opportunity.title,
    provider: opportunity.provider,
    description: null,
    credits: completion.credits ?? opportunity.credits,
    completionDate: completion.completionDate,
    categories: category ? [category] : [],
    certificationIds: others.length > 0 ? others : undefined,
  });
  const credit = await addCredit(deps, user, first, input);
  return readCredit(deps.db, credit.id, first);
}
