import { createHash } from "node:crypto";
import { PassThrough, Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import type { FastifyBaseLogger } from "fastify";
import { ZipFile } from "yazl";
import type { Database } from "../../db/open";
import {
  certificateEntry,
  manifestCsv,
  manifestEntry,
  transcriptEntry,
} from "./audit-packet-manifest";
import { certificateStream, type Written } from "./certificate-pieces";
import type { LoadedReport } from "./cycle-report";
import { transcriptPdf } from "./transcript-pdf";
import { checksumZipEntriesNatively } from "./zip-checksum";

type PacketOptions = {
  /** The time written on every entry (the moment the packet is produced). */
  now: Date;
  /** Where a packet that fails half-way is reported (the request's log). */
  log?: FastifyBaseLogger;
};

/** The packet as it is sent: its bytes as they are made, and how many there will be. */
export type AuditPacket = { stream: Readable; size: number | null };

/** What the manifest's length is computed with before the real hashes are known. */
const placeholderHash = "0".repeat(64);

/**
 * The audit packet of a cycle as a ZIP, written as it is read: `transcript.pdf`, then every
 * certificate of the cycle with its bytes exactly as uploaded, then `manifest.csv` listing
 * each file with its size and SHA-256 (known once the file has gone through, hence last).
 *
 * Only the transcript is made before the first byte is sent (a few hundred KB at most).
 * Certificates are read from the database one at a time, 1 MB at a time, each piece only when
 * the reader has taken the one before, so a packet of 200 files of 10 MB holds about a
 * megabyte of them in memory. Every entry is stored, not deflated (PDFs and images are
 * compressed already), so the packet's size is known before it starts: the answer carries a
 * Content-Length and the browser shows real progress. A reader that stops (the client went
 * away) stops the reading; a failure half-way destroys the stream with the error, so the
 * answer is cut short rather than a ZIP that looks complete.
 */
export async function auditPacket(
  db: Database,
  userId: number,
  { report, files: certificates }: LoadedReport,
  { now, log }: PacketOptions,
): Promise<AuditPacket> {
  checksumZipEntriesNatively();
  const transcript = await buffer(transcriptPdf(report));
  const written = new Map<string, Written>([
    [transcriptEntry, { size: transcript.length, sha256: sha256(transcript) }],
  ]);

  const zip = new ZipFile();
  // yazl's output is a PassThrough (its types say only "a readable stream").
  const output = zip.outputStream;
  if (!(output instanceof PassThrough)) throw new Error("yazl's output is not a PassThrough");
  let finished = false;
  let stopped = false;
  // The certificate being read, stopped with the packet.
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
    log?.error(
      { err: cause, certificationId: report.certification.id, cycle: report.cycle },
      "audit packet failed",
    );
    output.destroy(cause);
  };
  zip.on("error", fail);

  zip.addBuffer(transcript, transcriptEntry, { mtime: now, compress: false });
  for (const certificate of certificates) {
    const entry = certificateEntry(certificate);
    const options = { mtime: now, compress: false, size: certificate.size };
    zip.addReadStreamLazy(entry, options, (give) => {
      if (stopped) return;
      current = certificateStream(db, userId, certificate, (figures) =>
        written.set(entry, figures),
      );
      current.on("error", fail);
      give(null, current);
    });
  }

  // The manifest's length does not depend on the hashes (always 64 characters), so it is known
  // now; yazl checks that the real one has that length.
  const expected = new Map(certificates.map((file) => [certificateEntry(file), file.size]));
  const manifestSize = manifestCsv(report, certificates, (entry) => ({
    size: written.get(entry)?.size ?? expected.get(entry) ?? 0,
    sha256: placeholderHash,
  })).length;
  const manifestOptions = { mtime: now, compress: false, size: manifestSize };
  zip.addReadStreamLazy(manifestEntry, manifestOptions, (give) => {
    try {
      const manifest = manifestCsv(report, certificates, (entry) => {
        const figures = written.get(entry);
        if (!figures) throw new Error(`${entry} was not written before the manifest`);
        return figures;
      });
      give(null, Readable.from([manifest]));
    } catch (error) {
      fail(error);
    }
  });

  const size = await new Promise<number>((resolve) =>
    zip.end({ forceZip64Format: false, comment: "" }, (...total: number[]) =>
      resolve(total[0] ?? -1),
    ),
  );
  return { stream: output, size: size >= 0 ? size : null };
}

const sha256 = (data: Buffer) => createHash("sha256").update(data).digest("hex");
