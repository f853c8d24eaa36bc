import {
  type GapMatch,
  gapText,
  type OpportunityListItem,
  type OpportunityListQuery,
} from "@common/opportunities";
import { and, asc, gte, ilike, inArray, isNull, lte, or, type SQL, sql } from "drizzle-orm";
import { type Clock, userToday } from "../../clock";
import { likePattern } from "../../db/like-pattern";
import { type Database, queryRows } from "../../db/open";
import { certifications, educationOpportunities, type UserRow } from "../../db/schema";
import { toOpportunity } from "./opportunity-rows";

const o = educationOpportunities;

/** The key a category is matched by, in SQL: as categoryKey (requirements.ts) has it. */
const categoryKeyOf = (column: SQL | typeof o.category) => sql`lower(btrim(${column}))`;

/**
 * The filters of the list. Finished opportunities (ended, or started without an end, before
 * the user's today) are never listed: nobody can take them any more.
 */
function filters(query: OpportunityListQuery, today: string): SQL[] {
  const conditions: SQL[] = [sql`coalesce(${o.endDate}, ${o.startDate}, ${today}) >= ${today}`];
  if (query.search) {
    const pattern = likePattern(query.search);
    const found = or(
      ilike(o.title, pattern),
      ilike(o.provider, pattern),
      ilike(o.description, pattern),
      ilike(o.category, pattern),
    );
    if (found) conditions.push(found);
  }
  if (query.category) {
    conditions.push(sql`${categoryKeyOf(o.category)} = ${categoryKeyOf(sql`${query.category}`)}`);
  }
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
 * The user's gaps: each category minimum still missing credits in the current cycle of an
 * active certification (certifications.categories_missing, kept by recountCredits), in that
 * certification's unit.
 */
function gapsOf(userId: number) {
  return sql`gaps as (
    select c.id, c.name, c.credits_unit, missing.name as category, missing.missing
    from ${certifications} c
    cross join lateral jsonb_to_recordset(c.categories_missing) as missing(name text, missing numeric)
    where c.user_id = ${userId} and c.status = 'active' and missing.missing > 0
  )`;
}

/**
 * The catalogue joined to the gap each opportunity closes most: same category ignoring case,
 * same unit; the one it covers the most of, then the one it closes the larger share of.
 */
function listedFrom(where: SQL | undefined) {
  return sql`from ${o}
    left join lateral (
      select gaps.id as certification_id, gaps.name as certification_name, gaps.category,
        gaps.missing, least(${o.credits}, gaps.missing) as covers, gaps.credits_unit
      from gaps
      where lower(btrim(gaps.category)) = ${categoryKeyOf(o.category)}
        and gaps.credits_unit = ${o.creditsUnit}
      order by covers desc, gaps.missing asc, gaps.name asc, gaps.id asc
      limit 1
    ) gap on true
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
  if (certificationId === null || certificationName === null || category === null) return null;
  if (missing === null || covers === null || creditsUnit === null) return null;
  const gap = { certificationId, certificationName, category, missing, covers, creditsUnit };
  return { ...gap, text: gapText(gap) };
}

/**
 * One page of the catalogue for `user`, with the gap each opportunity closes and how many
 * match in all. Sorted by start date (undated last), then title and id; with `gaps: "first"`
 * those closing a gap come first, `"only"` lists only them. The page is one query (its rows
 * carry the total), the opportunities another; past the last page they are counted.
 */
export async function listOpportunities(
  db: Database,
  clock: Clock,
  user: UserRow,
  query: OpportunityListQuery,
): Promise<{ rows: OpportunityListItem[]; total: number }> {
  const where = and(...filters(query, userToday(user, clock)));
  const limit = query.pageSize;
  const offset = (query.page - 1) * query.pageSize;
  const gapsFirst = query.gaps === "first" ? sql`gap.certification_id is null asc,` : sql``;
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
