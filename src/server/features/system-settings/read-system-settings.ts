import {
  parseSystemSetting,
  type SystemSettingName,
  type SystemSettings,
  systemSettingKeys,
  systemSettingNames,
} from "@common/system-settings";
import { eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/open";
import { adminSettings } from "../../db/schema";

type Reader = Pick<Database, "select">;

/**
 * One setting as the product uses it, read from the database each time (one indexed row):
 * a change takes effect on the next request or sweep, on every instance, without a restart.
 */
export async function readSystemSetting<Name extends SystemSettingName>(
  db: Reader,
  name: Name,
): Promise<SystemSettings[Name]> {
  const [row] = await db
    .select({ value: adminSettings.value })
    .from(adminSettings)
    .where(eq(adminSettings.key, systemSettingKeys[name]));
  return parseSystemSetting(name, row?.value);
}

export type StoredSystemSettings = {
  [Name in SystemSettingName]: { value: SystemSettings[Name]; updatedAt: Date | null };
};

/** Every setting with when it was last changed (null: never, it has its default). */
export async function readStoredSystemSettings(db: Reader): Promise<StoredSystemSettings> {
  const rows = await db
    .select({
      key: adminSettings.key,
      value: adminSettings.value,
      updatedAt: adminSettings.updatedAt,
    })
    .from(adminSettings)
    .where(
      inArray(
        adminSettings.key,
        systemSettingNames.map((name) => systemSettingKeys[name]),
      ),
    );
  const state = <Name extends SystemSettingName>(name: Name) => {
    const row = rows.find((candidate) => candidate.key === systemSettingKeys[name]);
    return { value: parseSystemSetting(name, row?.value), updatedAt: row?.updatedAt ?? null };
  };
  return {
    freeCertificationLimit: state("freeCertificationLimit"),
    reminderSteps: state("reminderSteps"),
    signUpsOpen: state("signUpsOpen"),
    maintenanceBanner: state("maintenanceBanner"),
  };
}

/** Every setting's value, in one query (the public app settings, the admin page). */
export async function readSystemSettings(db: Reader): Promise<SystemSettings> {
  const stored = await readStoredSystemSettings(db);
  return {
    freeCertificationLimit: stored.freeCertificationLimit.value,
    reminderSteps: stored.reminderSteps.value,
    signUpsOpen: stored.signUpsOpen.value,
    maintenanceBanner: stored.maintenanceBanner.value,
  };
}
