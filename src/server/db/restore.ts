// npm run restore -- <file>: puts a backup made by npm run backup into an empty DATA_DIR
// (the database with its uploaded files, and secrets.json when the backup has it), then opens
// it once to check it. Refuses a folder that is not empty or that a process holds.

import { readdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { sql } from "drizzle-orm";
import { countOf } from "../../common/plural";
import { loadStorageConfig, secretsFileOf } from "../config";
import { BackupUnreadable, readBackupArchive } from "../data-folder/backup-archive";
import { DataFolderInUse, lockDataFolder, lockFileOf } from "../data-folder/data-folder-lock";
import { CommandRefused, runOperatorCommand } from "../data-folder/operator-command";
import { embeddedDataDir, openDatabase, queryRows } from "./open";

async function readBackup(file: string) {
  try {
    return await readBackupArchive(await readFile(file));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") {
      throw new CommandRefused(`${file}: no such file.`);
    }
    if (error instanceof BackupUnreadable) throw new CommandRefused(`${file}: ${error.message}.`);
    throw error;
  }
}

/** Opens the restored database once: it must start and hold CertMinder's tables. */
async function countAccounts(dataDir: string, database: Uint8Array<ArrayBuffer>) {
  const restored = await openDatabase({
    dataDir: embeddedDataDir(dataDir),
    loadDataDir: new Blob([database]),
  });
  try {
    const [row] = await queryRows<{ accounts: number }>(
      restored.db,
      sql`select count(*)::int as accounts from users`,
    );
    return row?.accounts ?? 0;
  } finally {
    await restored.close();
  }
}

await runOperatorCommand(async () => {
  const config = loadStorageConfig();
  if (config.databaseUrl) {
    throw new CommandRefused(
      'npm run restore fills an embedded database; with DATABASE_URL, restore PostgreSQL with pg_restore: pg_restore --clean --if-exists --no-owner --dbname="$DATABASE_URL" certminder.dump',
      2,
    );
  }
  const given = process.argv[2];
  if (!given) {
    throw new CommandRefused("Usage: DATA_DIR=<empty folder> npm run restore -- <file>", 2);
  }
  // npm runs scripts in the package's folder; INIT_CWD is where the user typed the command.
  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), given);
  const backup = await readBackup(file);
  const { dataDir } = config;

  const lock = await lockDataFolder(dataDir, "npm run restore").catch((error: unknown) => {
    if (!(error instanceof DataFolderInUse)) throw error;
    throw new CommandRefused(error.explain("restore into another, empty DATA_DIR"));
  });
  let accounts: number;
  try {
    const lockName = lockFileOf(dataDir).slice(dataDir.length + 1);
    const present = (await readdir(dataDir)).filter((name) => name !== lockName);
    if (present.length > 0) {
      throw new CommandRefused(
        `${dataDir} is not empty (it holds ${present.slice(0, 3).join(", ")}); restore into an empty folder: DATA_DIR=<new folder> npm run restore -- ${file}`,
      );
    }
    try {
      if (backup.secrets) {
        await writeFile(secretsFileOf(dataDir), backup.secrets, { mode: 0o600, flag: "wx" });
      }
      accounts = await countAccounts(dataDir, backup.database);
    } catch (error) {
      // Leave the folder empty again, so the restore can simply be run again.
      await rm(embeddedDataDir(dataDir), { recursive: true, force: true });
      await rm(secretsFileOf(dataDir), { force: true });
      throw error;
    }
  } finally {
    await lock.release();
  }
  console.log(
    `Restored ${file} (backed up ${backup.manifest.createdAt}) into ${dataDir}: ${countOf(accounts, "account", "accounts")}. Start CertMinder with DATA_DIR=${dataDir}.`,
  );
  if (!backup.secrets) {
    console.log(
      "The backup holds no secrets.json: start the server with the SESSION_SECRET and ENCRYPTION_KEY it ran with, or MFA secrets cannot be read.",
    );
  }
});
