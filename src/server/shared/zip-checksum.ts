import { createRequire } from "node:module";
import { crc32 } from "node:zlib";

type Crc32 = { unsigned(input: Buffer | string, previous?: number | Buffer): number };

let native = false;

/**
 * Makes yazl checksum entries with Node's own CRC-32 (zlib.crc32, in C) rather than
 * buffer-crc32, the JavaScript loop it requires: on a 400 MB packet that loop costs seconds of
 * the server's one thread (measured in bench:reports, decision "audit packet"). Same results
 * (CRC-32 of zlib, unsigned); a partial checksum given as a Buffer, which yazl never passes,
 * still goes to the original. Idempotent.
 */
export function checksumZipEntriesNatively(): void {
  if (native) return;
  const requireFromYazl = createRequire(createRequire(import.meta.url).resolve("yazl"));
  const yazlCrc32: Crc32 = requireFromYazl("buffer-crc32");
  const inJavaScript = yazlCrc32.unsigned;
  yazlCrc32.unsigned = (input, previous) =>
    typeof previous === "object" ? inJavaScript(input, previous) : crc32(input, previous ?? 0);
  native = true;
}
