import { createHash } from "node:crypto";
import { Readable } from "node:stream";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/open";
import { files } from "../../db/schema";
import type { ReportFile } from "./cycle-report";

/** What the audit packet's manifest says of a file once its bytes have gone into the packet. */
export type Written = { size: number; sha256: string };

// Certificates are read from the database in pieces of this size (one query each), so a 10 MB
// scan is never held whole and backpressure applies within a file too.
const pieceBytes = 1024 * 1024;

/**
 * The stored bytes of one certificate of the user, read a piece at a time, each piece only
 * when the reader has taken the one before, and hashed as they go; `done` receives the size
 * and SHA-256 at the end. A certificate deleted since the report was loaded, or whose size is
 * not the one the report gave, fails the stream.
 */
export function certificateStream(
  db: Database,
  userId: number,
  certificate: Pick<ReportFile, "fileId" | "fileName" | "size">,
  done: (written: Written) => void,
): Readable {
  const hash = createHash("sha256");
  let offset = 0;
  return new Readable({
    // Room for two pieces: the next is read from the database while the last is being sent.
    highWaterMark: 2 * pieceBytes,
    read() {
      if (offset >= certificate.size) {
        done({ size: offset, sha256: hash.digest("hex") });
        this.push(null);
        return;
      }
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
  const piece = sql`substring(${files.data} from ${offset + 1}::int for ${pieceBytes}::int)`;
  const [row] = await db
    .select({ piece: piece.mapWith(asBuffer) })
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
