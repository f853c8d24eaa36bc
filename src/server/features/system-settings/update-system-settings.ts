import { isDeepStrictEqual } from "node:util";
import {
  type SystemSettingName,
  type SystemSettings,
  systemSettingKeys,
  systemSettingNames,
} from "@common/system-settings";
import { sql } from "drizzle-orm";
import { adminSettings } from "../../db/schema";
import type { ServiceDeps } from "../../feature-deps";
import { type AdminActor, recordAdminAction } from "../admin/audit-trail";
import { readStoredSystemSettings, type StoredSystemSettings } from "./read-system-settings";

// Changes of the settings wait for each other, so each audit line's "from" is the value its
// change replaced, even when two administrators save at the same moment.
const settingsLockKey = sql`hashtextextended('certminder system settings ' || current_schema(), 0)`;

/**
 * Saves the settings sent (the others stay as they are) and writes one audit line per setting
 * whose value changed, with its key, old and new value, in the same transaction. A value sent
 * unchanged writes nothing. Answers every setting as it now is.
 */
export async function updateSystemSettings(
  { db, clock }: ServiceDeps,
  actor: AdminActor,
  change: Partial<SystemSettings>,
): Promise<StoredSystemSettings> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${settingsLockKey})`);
    const current = await readStoredSystemSettings(tx);
    const now = clock.now();
    const save = async <Name extends SystemSettingName>(name: Name) => {
      const to = change[name];
      const from = current[name].value;
      if (to === undefined || isDeepStrictEqual(from, to)) return;
      const key = systemSettingKeys[name];
      const value = JSON.stringify(to);
      await tx
        .insert(adminSettings)
        .values({ key, value, updatedAt: now })
        .onConflictDoUpdate({ target: adminSettings.key, set: { value, updatedAt: now } });
      await recordAdminAction(tx, actor, "setting_changed", { details: { key, from, to } });
    };
    for (const name of systemSettingNames) await save(name);
    return readStoredSystemSettings(tx);
  });
}
