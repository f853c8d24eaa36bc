import {
  type AdminLoginAnswer,
  type AdminLoginInput,
  adminSignInMessages,
} from "@common/admin-session";
import { sql } from "drizzle-orm";
import type { Clock } from "../../clock";
import type { Database } from "../../db/open";
import { adminCredentials, type UserRow } from "../../db/schema";
import { HttpError } from "../../plugins/error-handler";
import { openAdminSession } from "../../security/admin-sessions";
import { verifyAgainstDecoy, verifyPassword } from "../../security/password";

/**
 * Signs the user into the admin area with the admin credential: a wrong username and a wrong
 * password answer the same 401, after the same work.
 */
export async function signInToAdminArea(
  { db, clock }: { db: Database; clock: Clock },
  user: UserRow,
  input: AdminLoginInput,
  client: { ipAddress: string; userAgent?: string },
): Promise<AdminLoginAnswer> {
  const [credential] = await db
    .select()
    .from(adminCredentials)
    .where(sql`lower(${adminCredentials.username}) = lower(${input.username})`);
  const passwordMatches = credential
    ? await verifyPassword(credential.passwordHash, input.password)
    : await verifyAgainstDecoy(input.password);
  if (!credential || !passwordMatches) throw new HttpError(401, adminSignInMessages.invalid);
  const { sessionId, session } = await openAdminSession(db, clock, {
    userId: user.id,
    credentialId: credential.id,
    ipAddress: client.ipAddress,
    userAgent: client.userAgent,
  });
  return { sessionId, expiresAt: session.expiresAt.toISOString() };
}
