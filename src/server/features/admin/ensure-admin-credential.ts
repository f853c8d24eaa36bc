import { hash } from "@node-rs/argon2";
import type { Database } from "../../db/open";
import { adminCredentials } from "../../db/schema";

/**
 * Creates the admin credential from ADMIN_USERNAME / ADMIN_PASSWORD on first start. An
 * existing credential is left alone: a password changed in the app is not reset at restart.
 */
export async function ensureAdminCredential(
  db: Database,
  admin: { username: string; password: string },
): Promise<boolean> {
  const passwordHash = await hash(admin.password);
  const inserted = await db
    .insert(adminCredentials)
    .values({ username: admin.username, passwordHash })
    .onConflictDoNothing({ target: adminCredentials.username })
    .returning({ id: adminCredentials.id });
  return inserted.length > 0;
}
