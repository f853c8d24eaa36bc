import type { CalendarDate } from "@common/certifications/calendar-date";
import type {
  AdminOpportunityListQuery,
  CatalogEntry,
  Opportunity,
  OpportunityInput,
} from "@common/opportunities";
import { opportunityMessages } from "@common/opportunities";
import { and, asc, eq, type SQL, sql } from "drizzle-orm";
import { userToday } from "../../clock";
import { insertRow } from "../../db/insert-row";
import type { Database } from "../../db/open";
import { educationOpportunities, type UserRow } from "../../db/schema";
import type { ServiceDeps } from "../../feature-deps";
import { HttpError } from "../../shared/http-error";
import { readPage, totalRows } from "../../shared/pagination";
import { type AdminActor, recordAdminAction } from "../admin/audit-trail";
import { finishedOn, inCategory, searchedFor } from "./opportunity-filters";
import { type OpportunityRow, toOpportunity } from "./opportunity-rows";

const o = educationOpportunities;

function catalogFilters(query: AdminOpportunityListQuery, today: CalendarDate): SQL[] {
  const conditions: SQL[] = [];
  if (query.search) {
    const found = searchedFor(query.search);
    if (found) conditions.push(found);
  }
  if (query.category) conditions.push(inCategory(query.category));
  if (query.status === "finished") conditions.push(finishedOn(today));
  if (query.status === "current") conditions.push(sql`not ${finishedOn(today)}`);
  return conditions;
}

/**
 * The whole catalog for administrators, finished opportunities included (each marked so for
 * the administrator's `today`), by title, a page at a time; `search` looks in title, provider,
 * description and category, `category` matches without regard to case, `status` keeps the
 * current or the finished ones.
 */
export async function listCatalog(
  { db, clock }: ServiceDeps,
  administrator: UserRow,
  query: AdminOpportunityListQuery,
): Promise<{ rows: CatalogEntry[]; total: number }> {
  const today = userToday(administrator, clock);
  const where = and(...catalogFilters(query, today));
  const select = db
    .select({ opportunity: o, finished: finishedOn(today), total: totalRows() })
    .from(o)
    .where(where)
    .orderBy(asc(sql`lower(${o.title})`), asc(o.id));
  const { rows, total } = await readPage(db, select.$dynamic(), { table: o, where }, query);
  return {
    rows: rows.map((row) => ({ ...toOpportunity(row.opportunity), finished: row.finished })),
    total,
  };
}

/** What the audit trail says of an opportunity: which one, by the title it had or now has. */
export const audited = (row: OpportunityRow) => ({ opportunityId: row.id, title: row.title });

/** The fields an edit changed, by their API names, for the audit trail. */
export function changedFields(before: OpportunityRow, input: OpportunityInput): string[] {
  return (Object.keys(input) as (keyof OpportunityInput)[]).filter((field) => {
    const [was, is] = [before[field], input[field]];
    if (Array.isArray(was) && Array.isArray(is)) return was.join("\n") !== is.join("\n");
    return was !== is;
  });
}

/** Adds an opportunity to the catalog, and the line saying who did, in one transaction. */
export async function createOpportunity(
  { db, clock }: ServiceDeps,
  actor: AdminActor,
  input: OpportunityInput,
): Promise<Opportunity> {
  const now = clock.now();
  return db.transaction(async (tx) => {
    const row = await insertRow(tx, o, "opportunity", { ...input, createdAt: now, updatedAt: now });
    await recordAdminAction(tx, actor, "opportunity_created", { details: audited(row) });
    return toOpportunity(row);
  });
}

/**
 * Replaces an opportunity's fields; 404 when there is none with that id. The audit line names
 * the fields that changed (`changed`), and the former title when it is one of them.
 */
export async function updateOpportunity(
  { db, clock }: ServiceDeps,
  actor: AdminActor,
  id: number,
  input: OpportunityInput,
): Promise<Opportunity> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(o).where(eq(o.id, id)).for("update");
    if (!before) throw new HttpError(404, opportunityMessages.notFound);
    const [row] = await tx
      .update(o)
      .set({ ...input, updatedAt: clock.now() })
      .where(eq(o.id, id))
      .returning();
    if (!row) throw new HttpError(404, opportunityMessages.notFound);
    const changed = changedFields(before, input);
    await recordAdminAction(tx, actor, "opportunity_updated", {
      details: {
        ...audited(row),
        changed,
        ...(changed.includes("title") ? { previousTitle: before.title } : {}),
      },
    });
    return toOpportunity(row);
  });
}

/**
 * Removes an opportunity from the catalog; 404 when there is none with that id. Credits
 * recorded from it stay: they are the user's, copied from it when recorded.
 */
export async function deleteOpportunity(
  db: Database,
  actor: AdminActor,
  id: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [deleted] = await tx.delete(o).where(eq(o.id, id)).returning();
    if (!deleted) throw new HttpError(404, opportunityMessages.notFound);
    await recordAdminAction(tx, actor, "opportunity_deleted", { details: audited(deleted) });
  });
}
