import { asc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "./open";
import { adminAuditLog, adminCredentials, adminSessions } from "./schema";

/** What npm run admin:password asks of the database (directly or through the server). */
export const adminPasswordResetSchema = z.object({
  /** The credential's username (any case); may be left out when there is only one. */
  username: z.string().min(1).max(100).optional(),
  /** The new password's argon2 hash: the password itself never leaves the command. */
  passwordHash: z.string().startsWith("$argon2").max(500),
  /** Also turns two-factor authentication off (its authenticator was lost too). */
  turnOffMfa: z.boolean().default(false),
});
export type AdminPasswordReset = z.input<typeof adminPasswordResetSchema>;

export const adminPasswordResetAnswerSchema = z.union([
  z.object({ username: z.string(), endedSessions: z.number().int(), mfaTurnedOff: z.boolean() }),
  z.object({ refused: z.string() }),
]);
export type AdminPasswordResetAnswer = z.infer<typeof adminPasswordResetAnswerSchema>;

/** Who the audit trail names for a change made from the terminal. */
export const terminalActor = "npm run admin:password";

/**
 * Sets the admin credential's password (a lost password) and ends every admin session, so
 * whoever knew the old one is out at once; with `turnOffMfa`, also turns its two-factor
 * authentication off. The audit trail records it. Refuses, saying why, when no credential or
 * several match.
 */
export async function setAdminPassword(
  db: Database,
  { username, passwordHash, turnOffMfa = false }: AdminPasswordReset,
): Promise<AdminPasswordResetAnswer> {
  return db.transaction(async (tx) => {
    const credentials = await tx
      .select({ id: adminCredentials.id, username: adminCredentials.username })
      .from(adminCredentials)
      .where(
        username === undefined
          ? undefined
          : sql`lower(${adminCredentials.username}) = ${username.toLowerCase()}`,
      )
      .orderBy(asc(adminCredentials.id))
      .limit(20);
    const [credential, ...others] = credentials;
    if (!credential) {
      return {
        refused:
          username === undefined
            ? "There is no admin credential yet: set ADMIN_USERNAME and ADMIN_PASSWORD and start CertMinder to create it."
            : `No admin credential has the username "${username}".`,
      };
    }
    if (others.length > 0) {
      const names = credentials.map((row) => `"${row.username}"`).join(", ");
      return {
        refused: `There are several admin credentials (${names}): name one with --username.`,
      };
    }
    const mfaOff = {
      mfaEnabled: false,
      mfaSecret: null,
      mfaPendingSecret: null,
      mfaLastUsedStep: null,
    };
    const [before] = await tx
      .select({ mfaEnabled: adminCredentials.mfaEnabled })
      .from(adminCredentials)
      .where(eq(adminCredentials.id, credential.id))
      .for("update");
    await tx
      .update(adminCredentials)
      .set({ passwordHash, lastUpdated: new Date(), ...(turnOffMfa ? mfaOff : {}) })
      .where(eq(adminCredentials.id, credential.id));
    const ended = await tx.delete(adminSessions).returning({ id: adminSessions.id });
    const details = { credential: credential.username, from: "terminal" };
    await tx.insert(adminAuditLog).values({
      actorUsername: terminalActor,
      action: "admin_password_changed",
      details: { ...details, otherSessionsEnded: ended.length },
    });
    const mfaTurnedOff = turnOffMfa && before?.mfaEnabled === true;
    if (mfaTurnedOff) {
      await tx
        .insert(adminAuditLog)
        .values({ actorUsername: terminalActor, action: "admin_mfa_disabled", details });
    }
    return { username: credential.username, endedSessions: ended.length, mfaTurnedOff };
  });
}
