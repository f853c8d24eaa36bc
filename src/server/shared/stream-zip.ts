import { PassThrough, Readable } from "node:stream";
import { ZipFile } from "yazl";
import { checksumZipEntriesNatively } from "./zip-checksum";

/** A ZIP as it is sent: its bytes as they are made, and how many there will be. */
export type StreamedZip = { stream: Readable; size: number | null };

/** The files of a streamed ZIP, added in the order they are written. */
export type ZipEntries = {
  /** A file whose bytes are at hand. */
  addBuffer(name: string, bytes: Buffer): void;
  /**
   * A file of `size` bytes, opened only when its turn comes, so one is read at a time; a
   * reader that stops stops it.
   */
  addStream(name: string, size: number, open: () => Readable): void;
  /**
   * A file of `size` bytes made when its turn comes, once those before it went through (a
   * manifest of their hashes); a throw fails the ZIP.
   */
  addMade(name: string, size: number, make: () => Buffer | string): void;
};

/**
 * A ZIP written as it is read. Every entry is stored, not deflated (PDFs, images and ZIPs are
 * compressed already), and each entry's size is given up front, so the ZIP's size is known
 * before it starts (Content-Length, real progress). A reader that stops (the client went
 * away) stops the file being read; a failure half-way is handed to `failed` once and destroys
 * the stream with the error, so the answer is cut short rather than a ZIP that looks complete.
 */
export async function streamZip(
  { now, failed }: { now: Date; failed: (error: Error) => void },
  fill: (entries: ZipEntries) => void,
): Promise<StreamedZip> {
  checksumZipEntriesNatively();
  const zip = new ZipFile();
  // yazl's output is a PassThrough (its types say only "a readable stream").
  const output = zip.outputStream;
  if (!(output instanceof PassThrough)) throw new Error("yazl's output is not a PassThrough");
  let finished = false;
  let stopped = false;
  // The file being read, stopped with the ZIP.
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
    failed(cause);
    output.destroy(cause);
  };
  zip.on("error", fail);

  const stored = { mtime: now, compress: false };
  fill({
    addBuffer: (name, bytes) => zip.addBuffer(bytes, name, stored),
    addStream: (name, size, open) =>
      zip.addReadStreamLazy(name, { ...stored, size }, (give) => {
        if (stopped) return;
        current = open();
        current.on("error", fail);
        give(null, current);
      }),
    addMade: (name, size, make) =>
      zip.addReadStreamLazy(name, { ...stored, size }, (give) => {
        if (stopped) return;
        try {
          give(null, Readable.from([make()]));
        } catch (error) {
          fail(error);
        }
      }),
  });

  const size = await new Promise<number>((resolve) =>
    zip.end({ forceZip64Format: false, comment: "" }, (...total: number[]) =>
      resolve(total[0] ?? -1),
    ),
  );
  return { stream: output, size: size >= 0 ? size : null };
}
