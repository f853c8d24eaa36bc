import {
  maxRequirementTemplates,
  type RequirementTemplate,
  type RequirementTemplateInput,
  requirementTemplateMessages,
} from "@common/certifications/requirement-templates";
import { and, asc, count, eq, ne, sql } from "drizzle-orm";
import { insertRow } from "../../db/insert-row";
import type { Database } from "../../db/open";
import { requirementTemplates, users } from "../../db/schema";
import { violatesUnique } from "../../db/unique-violation";
import type { ServiceDeps } from "../../feature-deps";
import { HttpError } from "../../shared/http-error";

type TemplateRow = typeof requirementTemplates.$inferSelect;

const uniqueNameIndex = "requirement_templates_user_id_name_key";

function toTemplate(row: TemplateRow): RequirementTemplate {
  return {
    id: row.id,
    name: row.name,
    creditsRequired: row.creditsRequired,
    creditsUnit: row.creditsUnit,
    requirements: row.requirements,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The user's templates by name (case-insensitively), at most maxRequirementTemplates of them. */
export async function listRequirementTemplates(
  db: Database,
  userId: number,
): Promise<RequirementTemplate[]> {
  const rows = await db
    .select()
    .from(requirementTemplates)
    .where(eq(requirementTemplates.userId, userId))
    .orderBy(asc(sql`lower(${requirementTemplates.name})`), asc(requirementTemplates.id));
  return rows.map(toTemplate);
}

/**
 * Saves a new template. The user row is locked while the count and the name are checked, so
 * two saves at once can neither pass the limit nor both take one name.
 */
export async function createRequirementTemplate(
  { db, clock }: ServiceDeps,
  userId: number,
  input: RequirementTemplateInput,
): Promise<RequirementTemplate> {
  return withNameConflict(() =>
    db.transaction(async (tx) => {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
      const [held] = await tx
        .select({ total: count() })
        .from(requirementTemplates)
        .where(eq(requirementTemplates.userId, userId));
      if ((held?.total ?? 0) >= maxRequirementTemplates) {
        throw new HttpError(409, requirementTemplateMessages.tooMany);
      }
      await refuseTakenName(tx, userId, input.name, null);
      const now = clock.now();
      const created = await insertRow(tx, requirementTemplates, "template", {
        ...input,
        userId,
        createdAt: now,
        updatedAt: now,
      });
      return toTemplate(created);
    }),
  );
}

/** Replaces the user's template (name, credits required, unit, requirements); 404 if not theirs. */
export async function updateRequirementTemplate(
  { db, clock }: ServiceDeps,
  userId: number,
  id: number,
  input: RequirementTemplateInput,
): Promise<RequirementTemplate> {
  return withNameConflict(() =>
    db.transaction(async (tx) => {
      await refuseTakenName(tx, userId, input.name, id);
      const [updated] = await tx
        .update(requirementTemplates)
        .set({ ...input, updatedAt: clock.now() })
        .where(and(eq(requirementTemplates.id, id), eq(requirementTemplates.userId, userId)))
        .returning();
      if (!updated) throw new HttpError(404, requirementTemplateMessages.notFound);
      return toTemplate(updated);
    }),
  );
}

/** Deletes the user's template; 404 if not theirs. Certifications started from it keep theirs. */
export async function deleteRequirementTemplate(db: Database, userId: number, id: number) {
  const deleted = await db
    .delete(requirementTemplates)
    .where(and(eq(requirementTemplates.id, id), eq(requirementTemplates.userId, userId)))
    .returning({ id: requirementTemplates.id });
  if (deleted.length === 0) throw new HttpError(404, requirementTemplateMessages.notFound);
}

/** 409 when another of the user's templates has this name, whatever its case. */
async function refuseTakenName(
  db: Database,
  userId: number,
  name: string,
  exceptId: number | null,
) {
  const [taken] = await db
    .select({ id: requirementTemplates.id })
    .from(requirementTemplates)
    .where(
      and(
        eq(requirementTemplates.userId, userId),
        sql`lower(${requirementTemplates.name}) = lower(${name}::text)`,
        exceptId === null ? undefined : ne(requirementTemplates.id, exceptId),
      ),
    );
  if (taken) throw new HttpError(409, requirementTemplateMessages.duplicateName);
}

/**
 * The unique index on (user, lower(name)) answers a rename racing another save; it is the
 * same 409 as the check before it.
 */
async function withNameConflict<T>(save: () => Promise<T>): Promise<T> {
  try {
    return await save();
  } catch (error) {
    if (violatesUnique(error, uniqueNameIndex)) {
      throw new HttpError(409, requirementTemplateMessages.duplicateName);
    }
    throw error;
  }
}
