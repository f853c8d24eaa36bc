import { lt } from "drizzle-orm";
import type { Clock } from "../clock";
import type { Database } from "../db/open";
import {
  adminSessions,
  sessions,
  tempUsers,
  trustedDevices,
  verificationCodes,
} from "../db/schema";

/**
 * Deletes what has expired: sessions, pending sign-ups (with their codes), verification codes,
 * trusted devices and admin sessions. Idempotent, so several instances may run it at once.
 */
export async function removeExpired(db: Database, clock: Clock): Promise<Record<string, number>> {
  const now = clock.now();
  const counts: Record<string, number> = {};
  const run = async (name: string, remove: () => Promise<unknown[]>) => {
    counts[name] = (await remove()).length;
  };
  await run("sessions", () =>
    db.delete(sessions).where(lt(sessions.expiresAt, now)).returning({ id: sessions.id }),
  );
  await run("tempUsers", () =>
    db.delete(tempUsers).where(lt(tempUsers.expiresAt, now)).returning({ id: tempUsers.id }),
  );
  await run("verificationCodes", () =>
    db
      .delete(verificationCodes)
      .where(lt(verificationCodes.expiresAt, now))
      .returning({ id: verificationCodes.id }),
  );
  await run("trustedDevices", () =>
    db
      .delete(trustedDevices)
      .where(lt(trustedDevices.expiresAt, now))
      .returning({ id: trustedDevices.id }),
  );
  await run("adminSessions", () =>
    db
      .delete(adminSessions)
      .where(lt(adminSessions.expiresAt, now))
      .returning({ id: adminSessions.id }),
  );
  return counts;
}
