import type { StorageConfig } from "../config";
import { lockDataFolder } from "../data-folder/data-folder-lock";
import { initialDumpFor } from "./initial-database";
import { type DatabaseHandle, embeddedDataDir, openDatabase } from "./open";

/**
 * PostgreSQL when DATABASE_URL is set, else the embedded database in DATA_DIR/db, which this
 * process then holds until it closes the database (`role` names it to any other process that
 * tries; DataFolderInUse when another process holds it).
 */
export async function openConfiguredDatabase(
  config: StorageConfig,
  { role }: { role: string },
): Promise<DatabaseHandle> {
  if (config.databaseUrl) return openDatabase({ databaseUrl: config.databaseUrl });
  const lock = await lockDataFolder(config.dataDir, role);
  try {
    const dataDir = embeddedDataDir(config.dataDir);
    const database = await openDatabase({ dataDir, loadDataDir: await initialDumpFor(dataDir) });
    return {
      ...database,
      close: async () => {
        try {
          await database.close();
        } finally {
          await lock.release();
        }
      },
    };
  } catch (error) {
    await lock.release();
    throw error;
  }
}
