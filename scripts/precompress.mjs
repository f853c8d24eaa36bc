// The web app's files compressed once at build time: next to each text file of a folder
// (js, css, html, svg, json, txt, webmanifest) over 256 bytes, a `.br` (brotli, highest quality)
// and a `.gz` (gzip -9), each kept only when smaller than the file. The server sends them as
// they are to browsers that accept them (decision record "static files and headers").
import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const toBrotli = promisify(brotliCompress);
const toGzip = promisify(gzip);

/** Extensions of the files worth compressing (source maps are left as they are). */
export const compressibleExtensions = [
  ".js",
  ".css",
  ".html",
  ".svg",
  ".json",
  ".txt",
  ".webmanifest",
];

/** Smaller files gain a few bytes at most; a page loads dozens of files of a few hundred bytes, which do gain. */
export const smallestCompressedFile = 256;

/** The encodings written, by file suffix. */
const encodings = [
  {
    suffix: ".br",
    compress: (bytes) =>
      toBrotli(bytes, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      }),
  },
  { suffix: ".gz", compress: (bytes) => toGzip(bytes, { level: constants.Z_BEST_COMPRESSION }) },
];

async function filesUnder(folder) {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath ?? entry.path, entry.name));
}

/** Writes the `.br` and `.gz` of every compressible file under `folder`. */
export async function precompressFolder(folder) {
  const files = (await filesUnder(folder)).filter((file) =>
    compressibleExtensions.includes(path.extname(file)),
  );
  // zlib compresses on the thread pool: all files at once use every core.
  await Promise.all(
    files.map(async (file) => {
      if ((await stat(file)).size <= smallestCompressedFile) return;
      const bytes = await readFile(file);
      for (const { suffix, compress } of encodings) {
        const compressed = await compress(bytes);
        if (compressed.length < bytes.length) await writeFile(`${file}${suffix}`, compressed);
      }
    }),
  );
}
