import type { AdminSessionStatus } from "@common/admin-session";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/open";
import { adminCredentials, type UserRow } from "../../db/schema";
import { type AdminSessionRow, closeAdminSession } from "../../security/admin-sessions";
import { type RequestOrigin, recordAuthEvent } from "../../security/auth-log";

/** The admin session as the admin area shows it: the credential it was opened with and its times. */
export async function adminSessionStatus(
  db: Database,
  session: AdminSessionRow,
): Promise<AdminSessionStatus> {
  const [credential] = await db
    .select()
    .from(adminCredentials)
    .where(eq(adminCredentials.id, session.adminCredentialId ?? -1));
  return {
    username: credential?.username ?? "",
    mfaEnabled: credential?.mfaEnabled ?? false,
    createdAt: session.createdAt.toISOString(),
    expiresAt: session.expiresAt.toISOString(),
  };
}

/** Closes the user's admin session with this id, writing the sign-out when there was one. */
export async function signOutOfAdminArea(
  db: Database,
  user: UserRow,
  sessionId: string,
  origin: RequestOrigin,
) {
  if (!(await closeAdminSession(db, sessionId, user.id))) return;
  await recordAuthEvent(db, origin, {
    userId: user.id,
    username: user.username,
    eventType: "logout",
    eventSubtype: "admin-area",
    status: "success",
  });
}
