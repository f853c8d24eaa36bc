import { backupDocumentName } from "@common/backup";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/open";
import type { UserRow } from "../../db/schema";
import { type StreamedZip, streamZip } from "../../shared/stream-zip";
import { certificateStream } from "../reports/certificate-pieces";
import { backupDocument } from "./backup-document";

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
): Promise<StreamedZip> {
  const { document, entries } = await backupDocument(db, user, now);
  const documentBytes = () => Buffer.from(`${JSON.stringify(document, null, 2)}\n`);
  const failed = (error: Error) => log?.error({ err: error, userId: user.id }, "backup failed");

  return streamZip({ now, failed }, (zip) => {
    entries.forEach((entry, index) => {
      const listed = document.files[index];
      if (!listed) throw new Error("a backup file is not listed");
      zip.addStream(entry.path, entry.size, () => {
        const file = { fileId: entry.fileId, fileName: entry.path, size: entry.size };
        return certificateStream(db, user.id, file, ({ sha256 }) => {
          listed.sha256 = sha256;
        });
      });
    });

    // Every hash is 64 characters: the document's length is known before they are.
    for (const file of document.files) file.sha256 = placeholderHash;
    const documentSize = documentBytes().length;
    for (const file of document.files) file.sha256 = "";
    zip.addMade(backupDocumentName, documentSize, () => {
      if (document.files.some((file) => file.sha256.length !== 64)) {
        throw new Error("a file was not written before backup.json");
      }
      return documentBytes();
    });
  });
}
