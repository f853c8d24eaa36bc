/**
 * The tar (ustar) format for a few regular files held in memory: what the backup archive
 * needs, readable by any tar tool.
 */
export type TarEntry = { name: string; data: Uint8Array };

const block = 512;
const regularFile = "0".charCodeAt(0);

/** Unreadable as a tar archive: damaged, cut short, or another kind of file. */
export class TarError extends Error {}

function writeOctal(header: Buffer, offset: number, length: number, value: number) {
  const digits = value.toString(8);
  if (digits.length > length - 1) throw new TarError(`${value} does not fit in a tar header`);
  header.write(`${digits.padStart(length - 1, "0")}\0`, offset, length, "latin1");
}

function readOctal(header: Buffer, offset: number, length: number): number {
  const text = header.toString("latin1", offset, offset + length).replace(/\0.*$/s, "");
  const value = Number.parseInt(text.trim() || "0", 8);
  if (!Number.isSafeInteger(value)) throw new TarError("a tar header holds no valid number");
  return value;
}

/** The header's checksum: the sum of its bytes, the checksum field counted as spaces. */
function checksum(header: Buffer): number {
  let sum = 0;
  for (let index = 0; index < block; index += 1) {
    sum += index >= 148 && index < 156 ? 32 : (header[index] ?? 0);
  }
  return sum;
}

function paddingOf(size: number): number {
  return (block - (size % block)) % block;
}

/** The archive of the files; each is marked mode 0600, so a tar tool extracts it private. */
export function packTar(entries: TarEntry[], modified = new Date()): Buffer {
  const parts: Buffer[] = [];
  for (const { name, data } of entries) {
    if (Buffer.byteLength(name) > 100) throw new TarError(`${name}: name too long for tar`);
    const header = Buffer.alloc(block);
    header.write(name, 0, 100, "utf8");
    writeOctal(header, 100, 8, 0o600);
    writeOctal(header, 108, 8, 0);
    writeOctal(header, 116, 8, 0);
    writeOctal(header, 124, 12, data.length);
    writeOctal(header, 136, 12, Math.floor(modified.getTime() / 1000));
    header[156] = regularFile;
    header.write("ustar\x0000", 257, 8, "latin1");
    header.write(`${checksum(header).toString(8).padStart(6, "0")}\0 `, 148, 8, "latin1");
    parts.push(header, Buffer.from(data), Buffer.alloc(paddingOf(data.length)));
  }
  parts.push(Buffer.alloc(block * 2));
  return Buffer.concat(parts);
}

/** The regular files of a tar archive; throws TarError unless the archive is whole. */
export function unpackTar(archive: Buffer): TarEntry[] {
  const entries: TarEntry[] = [];
  let offset = 0;
  while (offset + block <= archive.length) {
    const header = archive.subarray(offset, offset + block);
    if (header.every((byte) => byte === 0)) return entries;
    if (readOctal(header, 148, 8) !== checksum(header)) throw new TarError("damaged tar header");
    const size = readOctal(header, 124, 12);
    const start = offset + block;
    if (start + size > archive.length) throw new TarError("the archive is cut short");
    const name = header.toString("utf8", 0, 100).replace(/\0.*$/s, "");
    const type = header[156];
    if (type === regularFile || type === 0) {
      entries.push({ name, data: archive.subarray(start, start + size) });
    }
    offset = start + size + paddingOf(size);
  }
  throw new TarError("the archive is cut short");
}
