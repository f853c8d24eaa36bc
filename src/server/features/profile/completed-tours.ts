import type { TourName } from "@common/tour-names";
import { eq, sql } from "drizzle-orm";
import { type UserRow, users } from "../../db/schema";
import type { ServiceDeps } from "../../feature-deps";
import { HttpError } from "../../shared/http-error";

/**
 * Sets the account's completed tours to what `change` makes of the stored list, in one
 * statement, so two devices finishing tours at once both count.
 */
async function setCompletedTours(
  { db, clock }: ServiceDeps,
  user: UserRow,
  change: ReturnType<typeof sql>,
): Promise<string[]> {
  const [updated] = await db
    .update(users)
    .set({ completedTours: change, updatedAt: clock.now() })
    .where(eq(users.id, user.id))
    .returning({ completedTours: users.completedTours });
  if (!updated) throw new HttpError(404, "Not found");
  return updated.completedTours;
}

/** Adds the tours to the account's list, each once, keeping the order they were completed in. */
export function addCompletedTours(deps: ServiceDeps, user: UserRow, tours: TourName[]) {
  return setCompletedTours(
    deps,
    user,
    sql`(select coalesce(jsonb_agg(name order by position), '[]'::jsonb)
      from (select name, min(position) as position
        from jsonb_array_elements_text(${users.completedTours} || ${JSON.stringify(tours)}::jsonb)
          with ordinality as listed(name, position)
        group by name) as kept)`,
  );
}

/** Forgets one completed tour: it starts again on the next visit, on every device. */
export function removeCompletedTour(deps: ServiceDeps, user: UserRow, tour: TourName) {
  return setCompletedTours(deps, user, sql`${users.completedTours} - ${tour}::text`);
}

/** Forgets every completed tour. */
export function clearCompletedTours(deps: ServiceDeps, user: UserRow) {
  return setCompletedTours(deps, user, sql`'[]'::jsonb`);
}
