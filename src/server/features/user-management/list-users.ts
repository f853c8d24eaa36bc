import {
  type ManagedUser,
  type ManagedUserListQuery,
  planOf,
  userManagementMessages,
} from "@common/user-management";
import { and, desc, eq, not, or, type SQL, sql } from "drizzle-orm";
import { containsText } from "../../db/like-pattern";
import type { Database } from "../../db/open";
import { authLogs, certifications, fullNameOf, users } from "../../db/schema";
import { HttpError } from "../../shared/http-error";

const u = users;
const premium = sql`(${u.subscriptionStatus} = 'active' or ${u.isSubscriptionOverridden})`;

function filters(query: Omit<ManagedUserListQuery, "page" | "pageSize">): SQL[] {
  const conditions: SQL[] = [];
  if (query.search) {
    // "First Last" (so "alex riv" finds Alex Rivera), username, email: each the expression of
    // a trigram index (users_name_trgm_idx, users_username_trgm_idx, users_email_trgm_idx).
    const found = or(
      containsText(fullNameOf(u), query.search),
      containsText(u.username, query.search),
      containsText(u.email, query.search),
    );
    if (found) conditions.push(found);
  }
  if (query.status) conditions.push(eq(u.isEnabled, query.status === "enabled"));
  if (query.plan === "premium") conditions.push(premium);
  if (query.plan === "free") conditions.push(not(premium));
  if (query.role) conditions.push(eq(u.isAdmin, query.role === "administrator"));
  return conditions;
}

/**
 * The users matching `where`, newest first, a window of them at a time, with their last
 * sign-in and certification count. One query: the page of users is cut first (its rows carry
 * the total), then each of its rows looks up its latest successful sign-in (the partial index
 * auth_logs_user_sign_in_idx, one index probe) and counts its certifications (the user_id
 * index): the cost grows with the page, not with the users or their history.
 *
 * The total is a count of its own rather than `count(*) over ()`: PostgreSQL costs a window
 * over every match as if the page could stop early, and so walks users_created_at_idx
 * filtering every user where the trigram indexes find the matches several times faster
 * (decision record "trigram search").
 */
async function readUsers(
  db: Database,
  where: SQL | undefined,
  window: { limit: number; offset: number },
) {
  const page = db
    .select({
      id: u.id,
      username: u.username,
      firstName: u.firstName,
      lastName: u.lastName,
      email: u.email,
      emailVerified: u.emailVerified,
      isEnabled: u.isEnabled,
      subscriptionStatus: u.subscriptionStatus,
      isSubscriptionOverridden: u.isSubscriptionOverridden,
      isAdmin: u.isAdmin,
      mfaEnabled: u.mfaEnabled,
      mfaType: u.mfaType,
      createdAt: u.createdAt,
      total: sql<number>`(${db.select({ count: sql`count(*)` }).from(u).where(where)})`
        .mapWith(Number)
        .as("total"),
    })
    .from(u)
    .where(where)
    .orderBy(desc(u.createdAt), desc(u.id))
    .limit(window.limit)
    .offset(window.offset)
    .as("page");
  const lastSignIn = db
    .select({ at: authLogs.createdAt })
    .from(authLogs)
    .where(
      and(
        eq(authLogs.userId, page.id),
        eq(authLogs.eventType, "login"),
        eq(authLogs.status, "success"),
      ),
    )
    .orderBy(desc(authLogs.createdAt))
    .limit(1)
    .as("last_sign_in");
  const held = db
    .select({ count: sql<number>`count(*)`.mapWith(Number).as("count") })
    .from(certifications)
    .where(eq(certifications.userId, page.id))
    .as("held");
  return db
    .select({
      user: {
        id: page.id,
        username: page.username,
        firstName: page.firstName,
        lastName: page.lastName,
        email: page.email,
        emailVerified: page.emailVerified,
        isEnabled: page.isEnabled,
        subscriptionStatus: page.subscriptionStatus,
        isSubscriptionOverridden: page.isSubscriptionOverridden,
        isAdmin: page.isAdmin,
        mfaEnabled: page.mfaEnabled,
        mfaType: page.mfaType,
        createdAt: page.createdAt,
      },
      total: page.total,
      lastSignInAt: lastSignIn.at,
      certificationCount: held.count,
    })
    .from(page)
    .leftJoinLateral(lastSignIn, sql`true`)
    .leftJoinLateral(held, sql`true`)
    .orderBy(desc(page.createdAt), desc(page.id));
}

type ReadRow = Awaited<ReturnType<typeof readUsers>>[number];

function toManagedUser({ user, lastSignInAt, certificationCount }: ReadRow): ManagedUser {
  return {
    id: user.id,
    username: user.username,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    emailVerified: user.emailVerified,
    status: user.isEnabled ? "enabled" : "disabled",
    plan: planOf(user),
    subscriptionStatus: user.subscriptionStatus,
    isSubscriptionOverridden: user.isSubscriptionOverridden,
    isAdmin: user.isAdmin,
    mfaEnabled: user.mfaEnabled,
    mfaType: user.mfaType,
    lastSignInAt: lastSignInAt ? new Date(lastSignInAt).toISOString() : null,
    certificationCount: certificationCount ?? 0,
    createdAt: new Date(user.createdAt).toISOString(),
  };
}

/**
 * One page of the users an administrator looks for, and how many match in all (counted again
 * only for a page past the last).
 */
export async function listManagedUsers(
  db: Database,
  query: ManagedUserListQuery,
): Promise<{ rows: ManagedUser[]; total: number }> {
  const where = and(...filters(query));
  const offset = (query.page - 1) * query.pageSize;
  const rows = await readUsers(db, where, { limit: query.pageSize, offset });
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && offset > 0) {
    const [counted] = await db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(u)
      .where(where);
    total = counted?.total ?? 0;
  }
  return { rows: rows.map(toManagedUser), total };
}

/** One user as the list shows them; 404 when there is none with that id. */
export async function managedUser(db: Database, id: number): Promise<ManagedUser> {
  const [row] = await readUsers(db, eq(u.id, id), { limit: 1, offset: 0 });
  if (!row) throw new HttpError(404, userManagementMessages.notFound);
  return toManagedUser(row);
}
