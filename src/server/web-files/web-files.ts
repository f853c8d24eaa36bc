import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { HeaderSet } from "../plugins/security-headers";
import { contentTypeOf } from "./content-types";

/** One way of sending a file (plain, brotli or gzip): its bytes and every header, ready. */
export type Representation = {
  body: Buffer;
  /** Strong: a hash of the bytes sent, so each encoding has its own. */
  etag: string;
  /** The headers of a 200 (and of a HEAD). */
  headers: HeaderSet;
  /** The headers of a 304: the same caching headers, no content. */
  notModifiedHeaders: HeaderSet;
};

export type WebFile = {
  plain: Representation;
  br: Representation | undefined;
  gzip: Representation | undefined;
};

/** The built web app, read once: what every GET and HEAD of a file or a page answers. */
export type WebFiles = {
  /** By address: "/index.html", "/assets/main-abc123.js". */
  files: ReadonlyMap<string, WebFile>;
  /** index.html, the answer at every page address. */
  page: WebFile;
  /** index.html at a share link's address, which search engines must not index. */
  sharedPage: WebFile;
};

/** Hashed by the build: a new version has a new name, so browsers may keep them for a year. */
const immutable = "public, max-age=31536000, immutable";
/** index.html and the other unhashed files: kept, but checked with their ETag before use. */
const revalidated = "no-cache";

const compressedSuffixes = { br: ".br", gzip: ".gz" } as const;

async function filesUnder(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

function etagOf(bytes: Buffer): string {
  return `"${createHash("sha256").update(bytes).digest("base64url").slice(0, 27)}"`;
}

function representation(
  body: Buffer,
  common: Record<string, string>,
  contentType: string,
  encoding: string | undefined,
): Representation {
  const etag = etagOf(body);
  const notModifiedHeaders = { ...common, etag };
  return {
    body,
    etag,
    headers: Object.freeze({
      ...notModifiedHeaders,
      "content-type": contentType,
      "content-length": String(body.length),
      ...(encoding ? { "content-encoding": encoding } : {}),
    }),
    notModifiedHeaders: Object.freeze(notModifiedHeaders),
  };
}

async function webFile(
  file: string,
  bytes: Buffer,
  headers: Record<string, string>,
  available: ReadonlySet<string>,
): Promise<WebFile> {
  const compressed = async (suffix: string) =>
    available.has(`${file}${suffix}`) ? await readFile(`${file}${suffix}`) : undefined;
  const [br, gzip] = await Promise.all([
    compressed(compressedSuffixes.br),
    compressed(compressedSuffixes.gzip),
  ]);
  const common = br || gzip ? { ...headers, vary: "accept-encoding" } : headers;
  const contentType = contentTypeOf(file);
  return {
    plain: representation(bytes, common, contentType, undefined),
    br: br && representation(br, common, contentType, "br"),
    gzip: gzip && representation(gzip, common, contentType, "gzip"),
  };
}

/**
 * Reads the built web app in `root` (index.html, assets/, and the `.br` / `.gz` files the
 * build wrote beside them) into memory, with every answer's headers: the security headers,
 * the content type, the length, the ETag, the cache rule and, where a compressed version
 * exists, `vary: accept-encoding`. Answers undefined when `root` holds no built app.
 */
export async function loadWebFiles(
  root: string,
  securityHeaders: HeaderSet,
): Promise<WebFiles | undefined> {
  if (!existsSync(path.join(root, "index.html"))) return undefined;
  const all = await filesUnder(root);
  const available = new Set(all);
  const isCompressedCopy = (file: string) =>
    Object.values(compressedSuffixes).some(
      (suffix) => file.endsWith(suffix) && available.has(file.slice(0, -suffix.length)),
    );
  // Like any static server, never hidden files (.env, .git).
  const isHidden = (file: string) =>
    path
      .relative(root, file)
      .split(path.sep)
      .some((part) => part.startsWith("."));
  const files = new Map<string, WebFile>();
  await Promise.all(
    all
      .filter((file) => !isCompressedCopy(file) && !isHidden(file))
      .map(async (file) => {
        const address = `/${path.relative(root, file).split(path.sep).join("/")}`;
        const bytes = await readFile(file);
        const cacheControl = address.startsWith("/assets/") ? immutable : revalidated;
        const headers = { ...securityHeaders, "cache-control": cacheControl };
        files.set(address, await webFile(file, bytes, headers, available));
      }),
  );
  const page = files.get("/index.html");
  if (!page) return undefined;
  const sharedPageHeaders = {
    ...securityHeaders,
    "cache-control": revalidated,
    // A share link's page shows someone's audit packet: never indexed by a search engine.
    "x-robots-tag": "noindex, nofollow",
  };
  return {
    files,
    page,
    sharedPage: await webFile(
      path.join(root, "index.html"),
      page.plain.body,
      sharedPageHeaders,
      available,
    ),
  };
}
