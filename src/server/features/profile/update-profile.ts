import type { ProfileChanges } from "@common/accounts/profile";
import { eq } from "drizzle-orm";
import { type UserRow, users } from "../../db/schema";
import type { ServiceDeps } from "../../feature-deps";
import { HttpError } from "../../shared/http-error";

/** Sets the names and time zone given; absent ones stay, null names are cleared. */
export async function updateProfile(
  { db, clock }: ServiceDeps,
  user: UserRow,
  changes: ProfileChanges,
): Promise<UserRow> {
  const { firstName, lastName, timeZone } = changes;
  const given = {
    ...(firstName === undefined ? {} : { firstName }),
    ...(lastName === undefined ? {} : { lastName }),
    ...(timeZone === undefined ? {} : { timeZone }),
  };
  if (Object.keys(given).length === 0) return user;
  const [updated] = await db
    .update(users)
    .set({ ...given, updatedAt: clock.now() })
    .where(eq(users.id, user.id))
    .returning();
  if (!updated) throw new HttpError(404, "Not found");
  return updated;
}
