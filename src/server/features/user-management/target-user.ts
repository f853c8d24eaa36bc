import { userManagementMessages } from "@common/user-management";
import { and, eq, ne, sql } from "drizzle-orm";
import type { Database } from "../../db/open";
import { type UserRow, users } from "../../db/schema";
import { HttpError } from "../../shared/http-error";

/** The database or the transaction an action runs in. */
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * The user an action is about, else 404. In a transaction, `lock` holds their row until it
 * ends, so two actions on one user apply one after the other.
 */
export async function targetUser(
  db: Transaction | Database,
  id: number,
  { lock }: { lock: boolean },
): Promise<UserRow> {
  const select = db.select().from(users).where(eq(users.id, id));
  const [user] = lock ? await select.for("update") : await select;
  if (!user) throw new HttpError(404, userManagementMessages.notFound);
  return user;
}

/** What an administrator turns on or off on a user's account. */
type AccountSwitch = Partial<Pick<UserRow, "isEnabled" | "isAdmin" | "isSubscriptionOverridden">>;

/** Writes an administrator's change to the user's row, stamped with when it was made. */
export async function switchAccount(
  tx: Transaction,
  user: UserRow,
  change: AccountSwitch,
  now: Date,
): Promise<void> {
  await tx
    .update(users)
    .set({ ...change, updatedAt: now })
    .where(eq(users.id, user.id));
}

// The same for every instance of the app on this schema, and only for them (each test file
// has its own schema): an advisory lock is database-wide.
const administratorsLockKey = sql`hashtextextended('certminder administrators ' || current_schema(), 0)`;

/**
 * Serialises the actions that can take away an enabled administrator (removing the role,
 * disabling the account): two administrators removing each other at the same moment would
 * each still see the other one. Take it first in the transaction, before any row lock.
 */
export async function lockAdministrators(tx: Transaction): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${administratorsLockKey})`);
}

/**
 * Refuses (409) to take away `user` when they are the last enabled administrator. Call it
 * under lockAdministrators.
 */
export async function keepAnAdministrator(tx: Transaction, user: UserRow): Promise<void> {
  if (!user.isAdmin || !user.isEnabled) return;
  const [other] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.isAdmin, true), eq(users.isEnabled, true), ne(users.id, user.id)))
    .limit(1);
  if (!other) throw new HttpError(409, userManagementMessages.lastAdministrator);
}
