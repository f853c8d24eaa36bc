import { backupMessages, backupSchemaVersion } from "./backup";

/** Why a backup.json cannot be read by this version, said to the user. */
export class BackupVersionError extends Error {}

/**
 * The steps that bring a backup.json of an older format to the next one, by the format they
 * start from: `upgrades[1]` would turn a format 1 document into format 2. Format 1 is the
 * first, so there is none yet; a new format adds its step here and raises backupSchemaVersion.
 */
const upgrades: Record<number, (document: Record<string, unknown>) => Record<string, unknown>> = {};

/**
 * The parsed backup.json brought to the current format (backupSchemaVersion), ready to be
 * validated by backupDocumentSchema. A newer format, or none, is refused with its message.
 */
export function upgradeBackupDocument(parsed: unknown): unknown {
  if (!isObject(parsed)) return parsed;
  let document = parsed;
  const version = document.schemaVersion;
  if (typeof version !== "number" || !Number.isInteger(version) || version < 1) {
    throw new BackupVersionError(backupMessages.unknownVersion);
  }
  if (version > backupSchemaVersion)
    throw new BackupVersionError(backupMessages.newerVersion(version));
  for (let from = version; from < backupSchemaVersion; from += 1) {
    const step = upgrades[from];
    if (!step) throw new BackupVersionError(backupMessages.unknownVersion);
    document = { ...step(document), schemaVersion: from + 1 };
  }
  return document;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
