import { eq } from "drizzle-orm";
import { HttpError } from "../shared/http-error";
import type { Database } from "./open";
import { type UserRow, users } from "./schema";

/**
 * The user's row, locked until the transaction `tx` ends, so changes that check what the user
 * holds (the free plan's allowance, an empty account) run one at a time; 404 once it is gone.
 */
export async function lockedUser(tx: Database, userId: number): Promise<UserRow> {
  const [locked] = await tx.select().from(users).where(eq(users.id, userId)).for("update");
  if (!locked) throw new HttpError(404, "Not found");
  return locked;
}
