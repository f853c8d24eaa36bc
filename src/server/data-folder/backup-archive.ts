import { readFile } from "node:fs/promises";
import { promisify } from "node:util";
import { gunzip, gzip } from "node:zlib";
import { z } from "zod";
import { secretsFileOf } from "../config";
import type { DatabaseHandle } from "../db/open";
import { packTar, TarError, unpackTar } from "./tar";

/**
 * A backup of an embedded-database data folder: one .tar.gz holding
 * - certminder-backup.json: what the archive is and when it was made;
 * - db.tar: the database's files (every table, uploaded files included), copied while no
 *   transaction was open;
 * - secrets.json, when DATA_DIR has one: the session secret and the key that decrypts MFA
 *   secrets, without which a restored database cannot check any authenticator code.
 */
const manifestName = "certminder-backup.json";
const databaseName = "db.tar";
const secretsName = "secrets.json";
const format = "certminder-backup-1";

const manifestSchema = z.object({
  format: z.literal(format),
  createdAt: z.string(),
  secrets: z.boolean(),
});
export type BackupManifest = z.infer<typeof manifestSchema>;

type Bytes = Uint8Array<ArrayBuffer>;
export type Backup = { manifest: BackupManifest; database: Bytes; secrets: Bytes | undefined };

/** The file is not a CertMinder backup, or is damaged. */
export class BackupUnreadable extends Error {}

async function readIfPresent(file: string): Promise<Buffer | undefined> {
  try {
    return await readFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
}

/** The backup of the open embedded database and DATA_DIR's secrets, gzipped. */
export async function createBackupArchive(
  database: DatabaseHandle,
  dataDir: string,
): Promise<{ archive: Buffer; manifest: BackupManifest }> {
  if (!database.dumpDataDir) throw new Error("Only the embedded database is backed up this way");
  const files = Buffer.from(await (await database.dumpDataDir()).arrayBuffer());
  const secrets = await readIfPresent(secretsFileOf(dataDir));
  const manifest: BackupManifest = {
    format,
    createdAt: new Date().toISOString(),
    secrets: secrets !== undefined,
  };
  const tar = packTar([
    { name: manifestName, data: Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`) },
    { name: databaseName, data: files },
    ...(secrets ? [{ name: secretsName, data: secrets }] : []),
  ]);
  return { archive: await promisify(gzip)(tar), manifest };
}

function parseJson(data: Bytes | undefined): unknown {
  try {
    return data ? JSON.parse(Buffer.from(data).toString("utf8")) : undefined;
  } catch {
    return undefined;
  }
}

export async function readBackupArchive(archive: Buffer): Promise<Backup> {
  let entries: ReturnType<typeof unpackTar>;
  try {
    entries = unpackTar(await promisify(gunzip)(archive));
  } catch (error) {
    if (error instanceof TarError || (error as { code?: string }).code?.startsWith("Z_")) {
      throw new BackupUnreadable(`it is not a CertMinder backup, or it is damaged (${error})`);
    }
    throw error;
  }
  const entry = (name: string) => {
    const found = entries.find((candidate) => candidate.name === name);
    return found ? new Uint8Array(found.data) : undefined;
  };
  const parsed = manifestSchema.safeParse(parseJson(entry(manifestName)));
  const database = entry(databaseName);
  if (!parsed.success || !database) {
    throw new BackupUnreadable(
      `it is not a CertMinder backup (no ${manifestName} or ${databaseName})`,
    );
  }
  return { manifest: parsed.data, database, secrets: entry(secretsName) };
}
