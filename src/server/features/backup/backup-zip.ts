import { PassThrough, Readable } from "node:stream";
import { backupDocumentName } from "@common/backup";
import type { FastifyBaseLogger } from "fastify";
import { ZipFile } from "yazl";
import type { Database } from "../../db/open";
import type { UserRow } from "../../db/schema";
import { certificateStream } from "../reports/certificate-pieces";
import { checksumZipEntriesNatively } from "../reports/zip-checksum";
import { backupDocument } from "./backup-document";

/** The backup as it is sent: its bytes as they are made, and how many there will be. */
export type BackupZip = { stream: Readable; size: number | null };

const placeholderHash = "0".repeat(64);

/**
 * The user's backup as a ZIP, written as it is read: every uploaded file under `files/`, then
 * `backup.json`, which records each file's SHA-256 (known once its bytes went through, hence
 * last). Files are read from the database one at a time, 1 MB at a time, as the audit packet
 * reads certificates (decision 024), so a backup of hundreds of megabytes holds about a megabyte
 * of them in memory. Every entry is stored, not deflated, and the JSON's length does not depend
 * on the hashes, so the ZIP's size is known before it starts (Content-Length, real progress).
 * A failure half-way destroys the stream: the download is cut short, never complete-looking.
 */
export async function backupZip(
  db: Database,
  user: UserRow,
  { now, log }: { now: Date; log?: FastifyBaseLogger },
): Promise<BackupZip> {
  checksumZipEntriesNatively();
  const { document, entries } = await backupDocument(db, user, now);
  const documentBytes = () => Buffer.from(`${JSON.stringify(document, null, 2)}\n`);

  const zip = new ZipFile();
  const output = zip.outputStream;
  if (!(output instanceof PassThrough)) throw new Error("yazl's output is not a PassThrough");
  let finished = false;
  let stopped = false;
  let current: Readable | undefined;
  output.once("end", () => {
    finished = true;
  });
  output.once("close", () => {
    if (finished) return;
    stopped = true;
    current?.destroy();
  });
  const fail = (error: unknown) => {
    if (stopped) return;
    stopped = true;
    const cause = error instanceof Error ? error : new Error(String(error));
    log?.error({ err: cause, userId: user.id }, "backup failed");
    output.destroy(cause);
  };
  zip.on("error", fail);

  entries.forEach((entry, index) => {
    const listed = document.files[index];
    if (!listed) throw new Error("a backup file is not listed");
    const options = { mtime: now, compress: false, size: entry.size };
    zip.addReadStreamLazy(entry.path, options, (give) => {
      if (stopped) return;
      const file = { fileId: entry.fileId, fileName: entry.path, size: entry.size };
      current = certificateStream(db, user.id, file, ({ sha256 }) => {
        listed.sha256 = sha256;
      });
      current.on("error", fail);
      give(null, current);
    });
  });

  // Every hash is 64 characters: the document's length is known before they are.
  for (const file of document.files) file.sha256 = placeholderHash;
  const documentSize = documentBytes().length;
  for (const file of document.files) file.sha256 = "";
  const documentOptions = { mtime: now, compress: false, size: documentSize };
  zip.addReadStreamLazy(backupDocumentName, documentOptions, (give) => {
    if (document.files.some((file) => file.sha256.length !== 64)) {
      fail(new Error("a file was not written before backup.json"));
      return;
    }
    give(null, Readable.from([documentBytes()]));
  });

  const size = await new Promise<number>((resolve) =>
    zip.end({ forceZip64Format: false, comment: "" }, (...total: number[]) =>
      resolve(total[0] ?? -1),
    ),
  );
  return { stream: output, size: size >= 0 ? size : null };
}
