import type { OpportunityInput } from "@common/opportunities";
import {
  type CatalogueCheck,
  type CatalogueImport,
  catalogueKey,
} from "@common/opportunity-import";
import { listedProblems } from "@common/spreadsheets/spreadsheet-import";
import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/open";
import { educationOpportunities } from "../../db/schema";
import type { ServiceDeps } from "../../feature-deps";
import {
  batchesOf,
  type ImportOutcome,
  type OnProgress,
  type RowsPlan,
  refuseProblems,
} from "../../shared/import-rows";
import { type AdminActor, recordAdminActions } from "../admin/audit-trail";
import { audited, changedFields } from "./manage-opportunities";
import type { OpportunityRow } from "./opportunity-rows";
import { planCatalogue } from "./read-catalogue";

const o = educationOpportunities;

/**
 * The opportunity of the catalogue each input is already (same provider and title, ignoring
 * case), or null: the first added when the catalogue holds the same one twice.
 */
async function existingOpportunities(
  db: Database,
  inputs: readonly OpportunityInput[],
): Promise<(OpportunityRow | null)[]> {
  const rows = await db.select().from(o).orderBy(o.id);
  const byKey = new Map<string, OpportunityRow>();
  for (const row of rows) {
    const key = catalogueKey(row);
    if (!byKey.has(key)) byKey.set(key, row);
  }
  return inputs.map((input) => byKey.get(catalogueKey(input)) ?? null);
}

/** A check of a catalogue, nothing written: what it would add and update, and every problem. */
export async function checkCatalogue(
  db: Database,
  request: CatalogueImport,
): Promise<CatalogueCheck> {
  const plan = planCatalogue(request);
  const matches = await existingOpportunities(
    db,
    plan.valid.map((row) => row.input),
  );
  const updatingLines = plan.valid.filter((_, index) => matches[index]).map((row) => row.line);
  return {
    rows: plan.rows,
    adding: plan.valid.length - updatingLines.length,
    updating: updatingLines.length,
    updatingLines: updatingLines.slice(0, listedProblems),
    errors: plan.errors.slice(0, listedProblems),
    errorCount: plan.errors.length,
  };
}

/** A catalogue ready to import: 400 with every row's problem, before anything is written. */
export function checkedCatalogue(request: CatalogueImport): RowsPlan<OpportunityInput> {
  const plan = planCatalogue(request);
  refuseProblems(plan);
  return plan;
}

/**
 * Writes a checked catalogue in one transaction: the new opportunities added, those already
 * there (matched once the catalogue is locked, so two imports of one file cannot both add
 * them) given the file's fields, or left alone (`skipped`) when the file changes none; each
 * change written to the admin audit trail as one by hand is.
 * Any failure keeps none of it.
 */
export async function importCatalogue(
  { db, clock }: ServiceDeps,
  actor: AdminActor,
  inputs: readonly OpportunityInput[],
  onProgress: OnProgress,
): Promise<ImportOutcome> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`lock table ${o} in share row exclusive mode`);
    const matches = await existingOpportunities(tx, inputs);
    const fresh = inputs.filter((_, index) => !matches[index]);
    const there = inputs.flatMap((input, index) => {
      const before = matches[index];
      return before ? [{ input, before }] : [];
    });
    const now = clock.now();
    let done = 0;
    for (const batch of batchesOf(fresh)) {
      const added = await tx
        .insert(o)
        .values(batch.map((input) => ({ ...input, createdAt: now, updatedAt: now })))
        .returning();
      await recordAdminActions(tx, actor, "opportunity_created", added.map(audited));
      done += batch.length;
      await onProgress(done, inputs.length);
    }
    let updated = 0;
    for (const batch of batchesOf(there)) {
      const lines = [];
      for (const { input, before } of batch) {
        const changed = changedFields(before, input);
        if (changed.length === 0) continue;
        await tx
          .update(o)
          .set({ ...input, updatedAt: now })
          .where(eq(o.id, before.id));
        updated += 1;
        lines.push({
          ...audited(before),
          title: input.title,
          changed,
          ...(changed.includes("title") ? { previousTitle: before.title } : {}),
        });
      }
      await recordAdminActions(tx, actor, "opportunity_updated", lines);
      done += batch.length;
      await onProgress(done, inputs.length);
    }
    return { created: fresh.length, updated, skipped: there.length - updated };
  });
}
