import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "./open";
import { users } from "./schema";

const accessColumns = { admin: "isAdmin", premium: "isSubscriptionOverridden" } as const;

export const userAccessChangeSchema = z.object({
  change: z.enum(["grant", "revoke"]),
  username: z.string().min(1),
  access: z.enum(["admin", "premium"]),
});
export type UserAccessChange = z.infer<typeof userAccessChangeSchema>;

/**
 * Makes an existing account an administrator (isAdmin), or gives it premium without a
 * subscription (isSubscriptionOverridden), or takes either back (npm run user:grant /
 * user:revoke). Answers the account's username, or null when no account has that username.
 */
export async function changeUserAccess(
  db: Database,
  { change, username, access }: UserAccessChange,
): Promise<string | null> {
  const [updated] = await db
    .update(users)
    .set({ [accessColumns[access]]: change === "grant", updatedAt: new Date() })
    .where(eq(sql`lower(${users.username})`, username.toLowerCase()))
    .returning({ username: users.username });
  return updated?.username ?? null;
}

/** What the command prints once the change is made. */
export function describeAccessChange({ change, access }: UserAccessChange, username: string) {
  const verb = change === "grant" ? "now has" : "no longer has";
  return `${username} ${verb} ${access === "admin" ? "administrator access" : "premium (override)"}.`;
}
