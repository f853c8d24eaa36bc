import { buffer } from "node:stream/consumers";
import { crc32 } from "node:zlib";
import yauzl from "yauzl";

/** One file of a ZIP as an unzip program extracts it. */
export type ZipEntry = {
  name: string;
  data: Buffer;
  /** 0: stored as is; 8: deflated. */
  compressionMethod: number;
};

/**
 * The files of a ZIP in the order they are stored, each extracted and checked against its
 * declared size (yauzl fails on a cut-short or inconsistent archive) and its CRC-32.
 */
export async function zipEntries(zip: Buffer): Promise<ZipEntry[]> {
  const archive = await yauzl.fromBufferPromise(zip, { lazyEntries: true });
  const entries: ZipEntry[] = [];
  await new Promise<void>((resolve, reject) => {
    archive.on("error", reject);
    archive.on("end", () => resolve());
    archive.on("entry", (entry: yauzl.Entry) => {
      archive
        .openReadStreamPromise(entry)
        .then((stream) => buffer(stream))
        .then((data) => {
          if (crc32(data) !== entry.crc32) throw new Error(`${entry.fileName}: CRC-32 mismatch`);
          entries.push({
            name: entry.fileName,
            data,
            compressionMethod: entry.compressionMethod,
          });
          archive.readEntry();
        })
        .catch(reject);
    });
    archive.readEntry();
  });
  return entries;
}

/** The entries by name. */
export async function zipFiles(zip: Buffer): Promise<Map<string, ZipEntry>> {
  return new Map((await zipEntries(zip)).map((entry) => [entry.name, entry]));
}
