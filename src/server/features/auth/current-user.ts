import type { PublicUser } from "@common/user";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/open";
import { users } from "../../db/schema";

/** The user a session belongs to, if the account still exists and is enabled. */
export async function findSignedInUser(
  db: Database,
  userId: number | undefined,
): Promise<PublicUser | null> {
  if (userId === undefined) return null;
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user?.isEnabled) return null;
  return user;
}
