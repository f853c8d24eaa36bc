import type { Config } from "../config";
import { initialDumpFor } from "./initial-database";
import { type DatabaseHandle, embeddedDataDir, openDatabase } from "./open";

/** PostgreSQL when DATABASE_URL is set, else the embedded database in DATA_DIR/db. */
export async function openConfiguredDatabase(
  config: Pick<Config, "databaseUrl" | "dataDir">,
): Promise<DatabaseHandle> {
  if (config.databaseUrl) return openDatabase({ databaseUrl: config.databaseUrl });
  const dataDir = embeddedDataDir(config.dataDir);
  return openDatabase({ dataDir, loadDataDir: await initialDumpFor(dataDir) });
}
