import type { CalendarDate } from "@common/certifications/calendar-date";
import { creditsDeadline } from "@common/certifications/pace";
import type { Progress } from "@common/certifications/progress-schema";
import { approvalTargetOf, opportunityProfessions } from "@common/opportunity-approvals";
import { catalogueKey } from "@common/opportunity-import";
import type { PlannerPreferences, PlanObjective } from "@common/planner";
import { and, asc, eq, gte } from "drizzle-orm";
import type { Database } from "../../db/open";
import {
  certifications,
  educationCredits,
  educationOpportunities,
  requirementRules,
} from "../../db/schema";
import type { CertificationRow } from "../certifications/owned-certification";
import { cycleProgressOf } from "../credits/cycle-progress";
import { openOn } from "../opportunities/opportunity-filters";
import type { PlanCatalogueCourse, PlanCategory, PlanCertification, PlanInput } from "./plan-input";

/**
 * The certification's categories as the planner weighs them: a minimum by what it still
 * misses, a cap by the room left under it (what it counted so far is subtracted).
 */
function categoriesOf(progress: Progress): PlanCategory[] {
  return progress.categories.map((category) =>
    category.kind === "minimum"
      ? { name: category.name, kind: "minimum", credits: category.missing }
      : {
          name: category.name,
          kind: "cap",
          credits: Math.max(0, Math.round((category.credits - category.counted) * 100) / 100),
        },
  );
}

type Followed = { profession: string; jurisdiction: string };

/**
 * The user's active certifications still missing credits in their current cycle, as the
 * planner takes them: what is missing comes from cycleProgressOf (the count every page shows).
 * One without any deadline (no reporting period end, no expiration) has nothing to plan
 * before and is left out; a reporting period not stated to start counts from today, the first
 * day a planned course can be taken. Profession and jurisdiction are the requirement library
 * rule set's it follows, else unknown (null).
 */
export async function plannedCertifications(
  db: Database,
  userId: number,
  today: CalendarDate,
): Promise<PlanCertification[]> {
  const rows = await db
    .select({
      certification: certifications,
      profession: requirementRules.profession,
      jurisdiction: requirementRules.jurisdiction,
    })
    .from(certifications)
    .leftJoin(
      requirementRules,
      and(
        eq(requirementRules.key, certifications.ruleSetKey),
        eq(requirementRules.version, certifications.ruleSetVersion),
      ),
    )
    .where(and(eq(certifications.userId, userId), eq(certifications.status, "active")))
    .orderBy(asc(certifications.id));
  const held: CertificationRow[] = rows.map((row) => row.certification);
  const followed = new Map<number, Followed | null>(
    rows.map(({ certification, profession, jurisdiction }) => [
      certification.id,
      profession !== null && jurisdiction !== null ? { profession, jurisdiction } : null,
    ]),
  );
  const computed = await cycleProgressOf(db, held);
  return held.flatMap((row): PlanCertification[] => {
    const progress = computed.get(row.id)?.progress;
    const deadline = creditsDeadline(row)?.date;
    if (!progress || deadline === undefined) return [];
    const categories = categoriesOf(progress);
    const missing =
      progress.creditsMissing > 0 ||
      categories.some((category) => category.kind === "minimum" && category.credits > 0);
    if (!missing) return [];
    // The same fit as the opportunities list's: the rule set's profession, else its words'.
    const target = approvalTargetOf(row, followed.get(row.id) ?? null);
    return [
      {
        id: row.id,
        name: row.name,
        creditsUnit: row.creditsUnit,
        periodStart: row.reportingPeriodStart ?? today,
        deadline,
        missing: progress.creditsMissing,
        categories,
        profession: target.profession,
        jurisdiction: target.jurisdiction,
      },
    ];
  });
}

/**
 * The catalogue's courses still open to take on `today` (the same rule as the opportunities
 * list: not ended, nor started without an end, before today), with the professions and
 * jurisdictions each is approved for (empty: any). The user's exclusions are the model's to
 * apply, so that it can say what they left uncovered.
 */
export async function plannedCatalogue(
  db: Database,
  today: CalendarDate,
): Promise<PlanCatalogueCourse[]> {
  const o = educationOpportunities;
  const open = await db
    .select({
      id: o.id,
      title: o.title,
      provider: o.provider,
      credits: o.credits,
      creditsUnit: o.creditsUnit,
      category: o.category,
      format: o.format,
      cost: o.cost,
      startDate: o.startDate,
      endDate: o.endDate,
      description: o.description,
      professions: o.professions,
      jurisdictions: o.jurisdictions,
    })
    .from(o)
    .where(openOn(today))
    .orderBy(asc(o.id));
  // An opportunity naming no profession is for those its words name, as the list shows it.
  return open.map(({ description, ...course }) => ({
    ...course,
    professions: [...opportunityProfessions({ ...course, description })],
  }));
}

/**
 * The catalogue keys (provider and title) of the courses the user has recorded as credits
 * completed on or after `since`: a course taken in the current cycles is not planned again
 * (a board counts a course once a cycle), whether it was recorded from the plan, from the
 * opportunities list or by hand.
 */
async function coursesTakenSince(
  db: Database,
  userId: number,
  since: CalendarDate,
): Promise<Set<string>> {
  const taken = await db
    .select({ title: educationCredits.title, provider: educationCredits.provider })
    .from(educationCredits)
    .where(and(eq(educationCredits.userId, userId), gte(educationCredits.completionDate, since)));
  return new Set(
    taken.map((credit) => catalogueKey({ title: credit.title, provider: credit.provider ?? "" })),
  );
}

/** Everything the model plans from, for one user on their today. */
export async function gatherPlanInput(
  db: Database,
  userId: number,
  today: CalendarDate,
  preferences: PlannerPreferences,
  minimize: PlanObjective,
): Promise<PlanInput> {
  const held = await plannedCertifications(db, userId, today);
  // Nothing missing anywhere: no course is needed, and the catalogue is not read.
  if (held.length === 0) return { today, certifications: held, courses: [], preferences, minimize };
  const earliest = held.map((certification) => certification.periodStart).sort()[0] ?? today;
  const [catalogue, taken] = await Promise.all([
    plannedCatalogue(db, today),
    coursesTakenSince(db, userId, earliest),
  ]);
  const courses = catalogue.filter((course) => !taken.has(catalogueKey(course)));
  return { today, certifications: held, courses, preferences, minimize };
}
