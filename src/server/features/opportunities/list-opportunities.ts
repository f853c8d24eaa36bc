import {
  type GapMatch,
  gapText,
  type OpportunityListItem,
  type OpportunityListQuery,
} from "@common/opportunities";
import { type Profession, professionAlternation, professionWords } from "@common/professions";
import { and, asc, gte, inArray, isNull, lte, or, type SQL, sql } from "drizzle-orm";
import { userToday } from "../../clock";
import { type Database, queryRows } from "../../db/open";
import {
  certifications,
  educationOpportunities,
  requirementRules,
  type UserRow,
} from "../../db/schema";
import type { ServiceDeps } from "../../feature-deps";
import {
  categoryKeyOf,
  heldJurisdictionOf,
  inCategory,
  openOn,
  searchedFor,
} from "./opportunity-filters";
import { toOpportunity } from "./opportunity-rows";

const o = educationOpportunities;

/**
 * The filters of the list. Finished opportunities (ended, or started without an end, before
 * the user's today) are never listed: nobody can take them any more.
 */
function filters(query: OpportunityListQuery, today: string): SQL[] {
  const conditions: SQL[] = [openOn(today)];
  if (query.search) {
    const found = searchedFor(query.search);
    if (found) conditions.push(found);
  }
  if (query.category) conditions.push(inCategory(query.category));
  if (query.format) conditions.push(sql`${o.format} = ${query.format}`);
  if (query.minCredits !== undefined) conditions.push(gte(o.credits, query.minCredits));
  if (query.maxCredits !== undefined) conditions.push(lte(o.credits, query.maxCredits));
  if (query.cost === "free") conditions.push(sql`${o.cost} = 0`);
  if (query.cost === "paid") conditions.push(sql`${o.cost} > 0`);
  if (query.startingFrom) {
    const from = or(isNull(o.startDate), gte(o.startDate, query.startingFrom));
    if (from) conditions.push(from);
  }
  if (query.gaps === "only") conditions.push(sql`gap.certification_id is not null`);
  return conditions;
}

/**
 * The professions `text` names, in SQL (professionWords: whole words, any case), as a text
 * array: "Registered Nurse … Board of Registered Nursing" is {nursing}.
 */
function professionsIn(text: SQL): SQL {
  const named = (Object.keys(professionWords) as Profession[]).map(
    (profession) =>
      sql`case when ${text} ~* ${`\\m${professionAlternation(profession)}\\M`} then ${profession} end`,
  );
  return sql`array_remove(array[${sql.join(named, sql`, `)}]::text[], null)`;
}

/**
 * Whether an opportunity is meant for a certification, as approvedFor (common/opportunity-approvals)
 * says it: the opportunity's professions (`offered`, lower case: those it names, else those
 * its words name) hold the certification's profession, and the jurisdictions it names
 * (`approvedIn`, lower case: kept by their names, jurisdictionName) hold the place the
 * certification is held in (`held_in`, by heldJurisdictionOf); an empty list or an unknown
 * profession or jurisdiction, or one held country-wide, rules nothing out.
 */
const approvedFor = (held: string) =>
  sql.raw(`((${held}.profession is null or cardinality(offered.professions) = 0
      or lower(${held}.profession) = any(offered.professions))
    and (${held}.held_in is null or cardinality(offered.approved_in) = 0
      or ${held}.held_in = any(offered.approved_in)))`);

/**
 * The user's active certifications that ask for credits (a total or a category minimum), with
 * their profession and jurisdiction as approvalTargetOf says them (the rule set's profession,
 * else the one their words name; the jurisdiction they state, else the rule set's); and their gaps, in the
 * certification's unit (both kept by recountCredits): each category minimum still missing
 * credits in the current cycle (categories_missing), and the total still missing
 * (credits_missing), of which an opportunity outside those categories closes at most what the
 * minimums do not hold back (`open`: with 22 missing of which 1 must be implicit bias, 21).
 */
function gapsOf(userId: number) {
  return sql`held as (
    select c.id, c.name, c.credits_unit, c.credits_missing, c.categories_missing,
      coalesce(rules.profession, case when cardinality(guessed.professions) = 1
        then guessed.professions[1] end) as profession,
      ${heldJurisdictionOf(sql`coalesce(nullif(btrim(c.jurisdiction), ''), rules.jurisdiction)`)}
        as held_in,
      c.credits_missing - coalesce((
        select sum((minimum ->> 'missing')::numeric)
        from jsonb_array_elements(c.categories_missing) minimum
      ), 0) as open
    from ${certifications} c
    left join ${requirementRules} rules
      on rules.key = c.rule_set_key and rules.version = c.rule_set_version
    cross join lateral (
      select ${professionsIn(sql`concat_ws(' ', c.name, c.provider, c.issuing_body)`)} as professions
    ) guessed
    where c.user_id = ${userId} and c.status = 'active'
      and (c.credits_required > 0 or c.credits_missing > 0
        or jsonb_array_length(c.categories_missing) > 0
        or jsonb_array_length(c.requirements -> 'categories') > 0)
  ),
  gaps as (
    select held.id, held.name, held.credits_unit, held.profession, held.held_in,
      missing.name as category,
      missing.missing, missing.missing as open, 0 as kind
    from held
    cross join lateral jsonb_to_recordset(held.categories_missing)
      as missing(name text, missing numeric)
    where missing.missing > 0
    union all
    select held.id, held.name, held.credits_unit, held.profession, held.held_in, null,
      held.credits_missing,
      held.open, 1
    from held
    where held.open > 0
  )`;
}

/**
 * The catalog joined to the gap each opportunity closes most, and to whether it fits one of
 * the user's certifications at all. An opportunity fits a certification in the same unit that
 * it is approved for; it closes a category gap of one it fits when the category
 * is the same ignoring case, else (up to what is open) the total still missing. A category
 * gap is the one shown
 * before the total; of several, the one it covers the most, then the one it closes the larger
 * share of. `rank` orders them: category gap, total gap, fits, the rest.
 */
function listedFrom(where: SQL | undefined) {
  return sql`from ${o}
    cross join lateral (
      select case when cardinality(${o.professions}) > 0
          then array(select lower(named) from unnest(${o.professions}) named)
          else ${professionsIn(sql`concat_ws(' ', ${o.title}, ${o.provider}, ${o.description}, ${o.category})`)}
        end as professions,
        array(select lower(named) from unnest(${o.jurisdictions}) named) as approved_in
    ) offered
    left join lateral (
      select gaps.id as certification_id, gaps.name as certification_name, gaps.category,
        gaps.missing, least(${o.credits}, gaps.open) as covers, gaps.credits_unit, gaps.kind
      from gaps
      where gaps.credits_unit = ${o.creditsUnit}
        and ${approvedFor("gaps")}
        and (gaps.kind = 1 or lower(btrim(gaps.category)) = ${categoryKeyOf(o.category)})
      order by gaps.kind asc, covers desc, gaps.missing asc, gaps.name asc, gaps.id asc
      limit 1
    ) gap on true
    left join lateral (
      select true as fits
      from held
      where held.credits_unit = ${o.creditsUnit}
        and ${approvedFor("held")}
      limit 1
    ) fit on true
    cross join lateral (
      select coalesce(gap.kind, case when fit.fits then 2 else 3 end) as rank
    ) ranked
    where ${where ?? sql`true`}`;
}

type ListedRow = {
  id: number;
  certificationId: number | null;
  certificationName: string | null;
  category: string | null;
  missing: number | null;
  covers: number | null;
  creditsUnit: string | null;
  total: number;
};

function gapOf(row: ListedRow): GapMatch | null {
  const { certificationId, certificationName, category, missing, covers, creditsUnit } = row;
  if (certificationId === null || certificationName === null) return null;
  if (missing === null || covers === null || creditsUnit === null) return null;
  const gap = { certificationId, certificationName, category, missing, covers, creditsUnit };
  return { ...gap, text: gapText(gap) };
}

/**
 * One page of the catalog for `user`, with the gap each opportunity closes and how many
 * match in all. Sorted by start date (undated last), then title and id; with `gaps: "first"`
 * those closing a category gap come first, then those closing the total still missing, then
 * those fitting a certification's unit and profession; `"only"` lists only those closing one,
 * in the same order. The page is one query (its rows
 * carry the total), the opportunities another; past the last page they are counted.
 */
export async function listOpportunities(
  { db, clock }: ServiceDeps,
  user: UserRow,
  query: OpportunityListQuery,
): Promise<{ rows: OpportunityListItem[]; total: number }> {
  const where = and(...filters(query, userToday(user, clock)));
  const limit = query.pageSize;
  const offset = (query.page - 1) * query.pageSize;
  const gapsFirst = query.gaps === "ignore" ? sql`` : sql`ranked.rank asc,`;
  const listed = await queryRows<ListedRow>(
    db,
    sql`with ${gapsOf(user.id)}
      select ${o.id} as id, gap.certification_id as "certificationId",
        gap.certification_name as "certificationName", gap.category,
        gap.missing::float8 as missing, gap.covers::float8 as covers,
        gap.credits_unit as "creditsUnit", (count(*) over ())::int as total
      ${listedFrom(where)}
      order by ${gapsFirst} ${o.startDate} asc nulls last, lower(${o.title}) asc, ${o.id} asc
      limit ${limit} offset ${offset}`,
  );
  const total = listed[0]?.total ?? (offset === 0 ? 0 : await countListed(db, user.id, where));
  if (listed.length === 0) return { rows: [], total };
  const opportunities = await db
    .select()
    .from(o)
    .where(
      inArray(
        o.id,
        listed.map((row) => row.id),
      ),
    )
    .orderBy(asc(o.id));
  const byId = new Map(opportunities.map((row) => [row.id, row]));
  const rows = listed.flatMap((row) => {
    const opportunity = byId.get(row.id);
    return opportunity ? [{ ...toOpportunity(opportunity), gap: gapOf(row) }] : [];
  });
  return { rows, total };
}

async function countListed(db: Database, userId: number, where: SQL | undefined) {
  const [counted] = await queryRows<{ total: number }>(
    db,
    sql`with ${gapsOf(userId)} select count(*)::int as total ${listedFrom(where)}`,
  );
  return counted?.total ?? 0;
}
