import { createHash } from "node:crypto";
import {
  type BackupDocument,
  type BackupFile,
  backupDocumentName,
  backupDocumentSchema,
  backupFileRules,
  backupFilesFolder,
  backupLimits,
  backupMessages,
} from "@common/backup";
import { BackupVersionError, upgradeBackupDocument } from "@common/backup-upgrade";
import { detectFileType } from "@common/file-types";
import yauzl from "yauzl";
import { HttpError } from "../../shared/http-error";

/** What a file entry of the ZIP held, measured while it was read. */
type Measured = { size: number; sha256: string; firstBytes: Buffer };

const refuse = (message: string) => new HttpError(422, message);

// What yauzl says of an entry name it refuses: a backslash, an absolute path, or "..".
const unsafeNameError =
  /^(invalid characters in fileName|absolute path|invalid relative path): (.*)$/s;

/**
 * The backup in an uploaded ZIP (read from its file, an entry at a time), checked whole before anything is written: a ZIP (400
 * otherwise), with safe entry names, within the entry count and sizes of backupLimits (checked
 * on the sizes the entries declare, which yauzl then holds each entry to, so a ZIP bomb stops at
 * the limit), a backup.json of a format this version reads and valid against its schema, and
 * every file it lists present, of the SHA-256 it records and of a type the app takes for its
 * purpose; nothing else in the ZIP. Any other problem answers 422 with what is wrong.
 */
export async function readBackupZip(zipPath: string): Promise<BackupDocument> {
  let documentBytes: Buffer | undefined;
  const measured = new Map<string, Measured>();
  await eachEntry(zipPath, async (entry, open) => {
    if (entry.fileName === backupDocumentName) {
      if (documentBytes) throw refuse(backupMessages.unexpectedEntry(entry.fileName));
      if (entry.uncompressedSize > backupLimits.documentBytes) {
        throw refuse(backupMessages.invalid(backupDocumentName, "it is larger than 32 MB"));
      }
      documentBytes = await collect(await open());
      return;
    }
    if (!entry.fileName.startsWith(backupFilesFolder) || measured.has(entry.fileName)) {
      throw refuse(backupMessages.unexpectedEntry(entry.fileName));
    }
    if (entry.uncompressedSize > backupLimits.fileBytes) {
      throw refuse(backupMessages.fileTooLarge(entry.fileName));
    }
    measured.set(entry.fileName, await measure(await open()));
  });
  if (!documentBytes) throw refuse(backupMessages.noDocument);

  const document = parseDocument(documentBytes);
  const listed = new Set(document.files.map((file) => file.path));
  for (const path of measured.keys()) {
    if (!listed.has(path)) throw refuse(backupMessages.unexpectedEntry(path));
  }
  for (const file of document.files) checkFile(file, measured.get(file.path));
  return document;
}

/**
 * Calls `visit` with the bytes of each file entry of a ZIP that readBackupZip accepted, one at
 * a time, in the order they are stored.
 */
export async function eachBackupFile(
  zipPath: string,
  visit: (path: string, data: Buffer) => Promise<void>,
): Promise<void> {
  await eachEntry(zipPath, async (entry, open) => {
    if (entry.fileName.startsWith(backupFilesFolder)) {
      await visit(entry.fileName, await collect(await open()));
    }
  });
}

function parseDocument(bytes: Buffer): BackupDocument {
  let parsed: unknown;
  try {
    parsed = JSON.parse(bytes.toString("utf8"));
  } catch {
    throw refuse(backupMessages.badJson);
  }
  let upgraded: unknown;
  try {
    upgraded = upgradeBackupDocument(parsed);
  } catch (error) {
    if (error instanceof BackupVersionError) throw refuse(error.message);
    throw error;
  }
  const result = backupDocumentSchema.safeParse(upgraded);
  if (result.success) return result.data;
  const [issue] = result.error.issues;
  const where = issue?.path.length ? issue.path.map(String).join(".") : "its top level";
  throw refuse(backupMessages.invalid(where, issue?.message ?? "unreadable"));
}

function checkFile(file: BackupFile, found: Measured | undefined): void {
  if (!found) throw refuse(backupMessages.missingFile(file.path));
  if (found.sha256 !== file.sha256 || found.size !== file.size) {
    throw refuse(backupMessages.checksum(file.path));
  }
  const rule = backupFileRules[file.purpose];
  const detected = detectFileType(found.firstBytes);
  const allowed: readonly string[] = rule.contentTypes;
  if (
    !detected ||
    detected !== file.contentType ||
    !allowed.includes(detected) ||
    file.size > rule.maxBytes
  ) {
    throw refuse(backupMessages.wrongFileType(file.path));
  }
}

type Open = () => Promise<NodeJS.ReadableStream>;

/**
 * Every entry of the ZIP but folders, in order, with the checks that apply whatever the entry:
 * a ZIP at all, safe names, the entry count and the extracted total.
 */
async function eachEntry(
  zipPath: string,
  visit: (entry: yauzl.Entry, open: Open) => Promise<void>,
): Promise<void> {
  let archive: yauzl.ZipFile;
  try {
    archive = await yauzl.openPromise(zipPath, { lazyEntries: true, validateEntrySizes: true });
  } catch (error) {
    throw zipProblem(error);
  }
  if (archive.entryCount > backupLimits.files + 1) throw refuse(backupMessages.tooManyEntries);
  let total = 0;
  await new Promise<void>((resolve, reject) => {
    const fail = (error: unknown) => {
      archive.close();
      reject(zipProblem(error));
    };
    archive.on("error", fail);
    archive.on("end", () => resolve());
    archive.on("entry", (entry: yauzl.Entry) => {
      if (entry.fileName.endsWith("/")) {
        archive.readEntry();
        return;
      }
      total += entry.uncompressedSize;
      if (total > backupLimits.totalBytes) {
        fail(refuse(backupMessages.extractedTooLarge));
        return;
      }
      visit(entry, () => archive.openReadStreamPromise(entry)).then(
        () => archive.readEntry(),
        fail,
      );
    });
    archive.readEntry();
  });
}

/** An error of reading the ZIP as the user should read it. */
function zipProblem(error: unknown): Error {
  if (error instanceof HttpError) return error;
  const message = error instanceof Error ? error.message : String(error);
  const unsafe = unsafeNameError.exec(message);
  if (unsafe) return refuse(backupMessages.unsafeName(unsafe[2] ?? ""));
  return new HttpError(400, backupMessages.notZip);
}

async function collect(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

async function measure(stream: NodeJS.ReadableStream): Promise<Measured> {
  const hash = createHash("sha256");
  let size = 0;
  let firstBytes = Buffer.alloc(0);
  for await (const chunk of stream) {
    const piece = Buffer.from(chunk);
    if (firstBytes.length < 16) firstBytes = Buffer.concat([firstBytes, piece]).subarray(0, 16);
    hash.update(piece);
    size += piece.length;
  }
  return { size, sha256: hash.digest("hex"), firstBytes };
}
