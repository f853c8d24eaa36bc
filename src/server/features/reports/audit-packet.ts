import { createHash } from "node:crypto";
import { buffer } from "node:stream/consumers";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/open";
import { type StreamedZip, streamZip } from "../../shared/stream-zip";
import {
  certificateEntry,
  manifestCsv,
  manifestEntry,
  transcriptEntry,
} from "./audit-packet-manifest";
import { certificateStream, type Written } from "./certificate-pieces";
import type { LoadedReport } from "./cycle-report";
import { transcriptPdf } from "./transcript-pdf";

type PacketOptions = {
  /** The time written on every entry (the moment the packet is produced). */
  now: Date;
  /** Where a packet that fails half-way is reported (the request's log). */
  log?: FastifyBaseLogger;
};

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
): Promise<StreamedZip> {
  const transcript = await buffer(transcriptPdf(report));
  const written = new Map<string, Written>([
    [transcriptEntry, { size: transcript.length, sha256: sha256(transcript) }],
  ]);

  const failed = (error: Error) =>
    log?.error(
      { err: error, certificationId: report.certification.id, cycle: report.cycle },
      "audit packet failed",
    );

  return streamZip({ now, failed }, (zip) => {
    zip.addBuffer(transcriptEntry, transcript);
    for (const certificate of certificates) {
      const entry = certificateEntry(certificate);
      zip.addStream(entry, certificate.size, () =>
        certificateStream(db, userId, certificate, (figures) => written.set(entry, figures)),
      );
    }

    // The manifest's length does not depend on the hashes (always 64 characters), so it is
    // known now; yazl checks that the real one has that length.
    const expected = new Map(certificates.map((file) => [certificateEntry(file), file.size]));
    const manifestSize = manifestCsv(report, certificates, (entry) => ({
      size: written.get(entry)?.size ?? expected.get(entry) ?? 0,
      sha256: placeholderHash,
    })).length;
    zip.addMade(manifestEntry, manifestSize, () =>
      manifestCsv(report, certificates, (entry) => {
        const figures = written.get(entry);
        if (!figures) throw new Error(`${entry} was not written before the manifest`);
        return figures;
      }),
    );
  });
}

const sha256 = (data: Buffer) => createHash("sha256").update(data).digest("hex");
