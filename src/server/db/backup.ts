// npm run backup [-- <file>]: a consistent copy of the embedded database (uploaded files
// included) and DATA_DIR/secrets.json, whether the server runs or not, written to <file>
// (default: certminder-backup-YYYY-MM-DD.tar.gz in the current folder), readable only by its
// owner. Restored with npm run restore.
import { existsSync } from "node:fs";
import path from "node:path";
import { loadStorageConfig } from "../config";
import { createBackupArchive, readBackupArchive } from "../data-folder/backup-archive";
import {
  CommandRefused,
  runOnDataFolder,
  runOperatorCommand,
} from "../data-folder/operator-command";
import { writeNewFile } from "../shared/write-new-file";
import { embeddedDataDir } from "./open";

function today(): string {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

await runOperatorCommand(async () => {
  const config = loadStorageConfig();
  if (config.databaseUrl) {
    throw new CommandRefused(
      'npm run backup copies the embedded database; with DATABASE_URL, back up PostgreSQL with pg_dump: pg_dump --format=custom --file=certminder.dump "$DATABASE_URL"',
      2,
    );
  }
  // npm runs scripts in the package's folder; INIT_CWD is where the user typed the command.
  const here = process.env.INIT_CWD ?? process.cwd();
  const target = path.resolve(here, process.argv[2] ?? `certminder-backup-${today()}.tar.gz`);
  const refuseExisting = () =>
    new CommandRefused(`${target} already exists; name another file: npm run backup -- <file>`);
  if (existsSync(target)) throw refuseExisting();
  if (!existsSync(path.join(embeddedDataDir(config.dataDir), "PG_VERSION"))) {
    throw new CommandRefused(`There is no CertMinder database to back up in ${config.dataDir}.`);
  }

  const archive = await runOnDataFolder(config, "npm run backup", {
    direct: async (database) => (await createBackupArchive(database, config.dataDir)).archive,
    throughServer: async (server) => {
      const answer = await server.send("GET", "/backup");
      if (answer.status !== 200) throw new Error(`The server answered ${answer.status}`);
      return answer.body;
    },
  });
  // Read back before it is kept, so a backup that exists is a whole one.
  const { manifest } = await readBackupArchive(archive);
  if (!(await writeNewFile(target, archive, 0o600))) throw refuseExisting();

  const megabytes = (archive.length / 1024 / 1024).toFixed(1);
  console.log(
    `Backup written to ${target} (${megabytes} MB): the database with its uploaded files${manifest.secrets ? " and DATA_DIR/secrets.json" : ""}.`,
  );
  console.log(
    manifest.secrets
      ? "It holds the key that decrypts MFA secrets: keep it as private as DATA_DIR (the file is readable only by you, mode 0600)."
      : "DATA_DIR has no secrets.json (SESSION_SECRET and ENCRYPTION_KEY come from the environment): keep them; a restored server needs the same ENCRYPTION_KEY to read MFA secrets.",
  );
});
