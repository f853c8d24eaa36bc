import { createHash } from "node:crypto";
import { PassThrough, Readable, Transform } from "node:stream";
import type { CycleReport } from "@common/reports";
import { and, eq, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { ZipFile } from "yazl";
import type { Database } from "../../db/open";
import { files } from "../../db/schema";
import { csvByteOrderMark, csvDocument } from "../../shared/csv";
import type { LoadedReport, ReportFile } from "./cycle-report";
import { transcriptPdf } from "./transcript-pdf";
import { checksumZipEntriesNatively } from "./zip-checksum";

/** What the manifest says of an entry once its bytes have gone into the packet. */
type Written = { size: number; sha256: string };

type PacketOptions = {
  /** The time written on every entry (the moment the packet is produced). */
  now: Date;
  /** Where a packet that fails half-way is reported (the request's log). */
  log?: FastifyBaseLogger;
};

export const transcriptEntry = "transcript.pdf";
export const manifestEntry = "manifest.csv";
export const certificateFolder = "certificates/";

// Certificates are read from the database in pieces of this size (one query each), so a 10 MB
// scan is never held whole and backpressure applies within a file too.
const pieceBytes = 1024 * 1024;

export const manifestHeader = [
  "File",
  "Credit title",
  "Completion date",
  "Credits",
  "Unit",
  "Categories",
  "Size (bytes)",
  "SHA-256",
] as const;

/**
 * The audit packet of a cycle as a ZIP, written as it is read: `transcript.pdf`, then every
 * certificate of the cycle under `certificates/` with its bytes exactly as uploaded, then
 * `manifest.csv` listing each file with its size and SHA-256 (known only once the file has
 * gone through, hence last). Certificates are read from the database one at a time, a piece of
 * 1 MB at a time, each only when the reader has taken what came before, so a packet of 200
 * files of 10 MB holds about a megabyte of them in memory, whatever their number and size.
 * A reader that stops (the client went away) stops the reading; a failure
 * half-way destroys the stream with the error, so the answer is cut short rather than a ZIP
 * that looks complete.
 */
export function auditPacketStream(
  db: Database,
  userId: number,
  { report, files: certificates }: LoadedReport,
  { now, log }: PacketOptions,
): Readable {
  checksumZipEntriesNatively();
  const zip = new ZipFile();
  // yazl's output is a PassThrough (its types say only "a readable stream").
  const output = zip.outputStream;
  if (!(output instanceof PassThrough)) throw new Error("yazl's output is not a PassThrough");
  const written = new Map<string, Written>();
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

  zip.addReadStreamLazy(transcriptEntry, { mtime: now, compress: false }, (give) => {
    try {
      const document = transcriptPdf(report);
      document.on("error", fail);
      give(null, document.pipe(measuring(transcriptEntry, written, fail)));
    } catch (error) {
      fail(error);
    }
  });

  for (const certificate of certificates) {
    const entry = `${certificateFolder}${certificate.fileName}`;
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

  zip.addReadStreamLazy(manifestEntry, { mtime: now }, (give) => {
    try {
      const manifest = manifestOf(report, certificates, written);
      give(null, Readable.from([Buffer.from(csvByteOrderMark + manifest, "utf8")]));
    } catch (error) {
      fail(error);
    }
  });
  zip.end();
  return output;
}

/**
 * The stored bytes of one certificate of the user, read a piece at a time, each piece only
 * when the packet has taken the one before (so a 10 MB scan is never held whole), and hashed
 * as it goes; `done` receives the size and SHA-256 at the end. A certificate deleted since the
 * report was loaded, or whose size changed, fails the stream.
 */
function certificateStream(
  db: Database,
  userId: number,
  certificate: ReportFile,
  done: (figures: Written) => void,
): Readable {
  const hash = createHash("sha256");
  let offset = 0;
  const finish = (stream: Readable) => {
    done({ size: offset, sha256: hash.digest("hex") });
    stream.push(null);
  };
  return new Readable({
    highWaterMark: pieceBytes,
    read() {
      if (offset >= certificate.size) return finish(this);
      readPiece(db, userId, certificate.fileId, offset).then(
        (piece) => {
          if (this.destroyed) return;
          if (!piece) {
            this.destroy(new Error(`certificate ${certificate.fileName} is no longer on file`));
          } else if (piece.length === 0 || offset + piece.length > certificate.size) {
            this.destroy(new Error(`certificate ${certificate.fileName} changed size`));
          } else {
            hash.update(piece);
            offset += piece.length;
            this.push(piece);
          }
        },
        (error: unknown) => this.destroy(error instanceof Error ? error : new Error(String(error))),
      );
    },
  });
}

/** `pieceBytes` of a stored file of the user from `offset`; undefined when there is no such file. */
async function readPiece(
  db: Database,
  userId: number,
  fileId: string,
  offset: number,
): Promise<Buffer | undefined> {
  const [row] = await db
    .select({
      piece: sql`substring(${files.data} from ${offset + 1}::int for ${pieceBytes}::int)`.mapWith(
        asBuffer,
      ),
    })
    .from(files)
    .where(and(eq(files.id, fileId), eq(files.userId, userId)));
  return row?.piece;
}

/** node-postgres answers a Buffer, PGlite a Uint8Array: a Buffer either way, copied only if needed. */
function asBuffer(value: unknown): Buffer {
  if (Buffer.isBuffer(value)) return value;
  if (value instanceof Uint8Array) return Buffer.from(value);
  throw new Error("a file piece is not bytes");
}

/** Passes bytes on unchanged, counting and hashing them; their figures are kept at the end. */
function measuring(
  entry: string,
  written: Map<string, Written>,
  fail: (error: unknown) => void,
): Transform {
  const hash = createHash("sha256");
  let size = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      hash.update(chunk);
      size += chunk.length;
      callback(null, chunk);
    },
    flush(callback) {
      written.set(entry, { size, sha256: hash.digest("hex") });
      callback();
    },
  });
  stream.on("error", fail);
  return stream;
}

/** manifest.csv: the transcript, then one row per certificate with the credit it proves. */
function manifestOf(
  report: CycleReport,
  certificates: ReportFile[],
  written: Map<string, Written>,
): string {
  const figures = (entry: string) => {
    const entryWritten = written.get(entry);
    if (!entryWritten) throw new Error(`${entry} was not written before the manifest`);
    return [entryWritten.size, entryWritten.sha256];
  };
  const credits = new Map(report.credits.map((credit) => [credit.id, credit]));
  const unit = report.certification.creditsUnit;
  const rows = certificates.map((certificate) => {
    const entry = `${certificateFolder}${certificate.fileName}`;
    const credit = credits.get(certificate.creditId);
    return [
      entry,
      credit?.title,
      credit?.completionDate,
      credit?.credits,
      unit,
      credit?.categories.join("; "),
      ...figures(entry),
    ];
  });
  const transcript = [
    transcriptEntry,
    `Transcript of ${report.certification.name}`,
    null,
    null,
    null,
    null,
    ...figures(transcriptEntry),
  ];
  return csvDocument([[...manifestHeader], transcript, ...rows]);
}
