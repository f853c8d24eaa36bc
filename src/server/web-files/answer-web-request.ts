import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { isApiPath } from "../plugins/access";
import { acceptedEncodings } from "./accept-encoding";
import type { Representation, WebFile, WebFiles } from "./web-files";

/**
 * Answers a GET or HEAD of one of the web app's files, or of a page address (no file
 * extension, not the API's: index.html, which routes it in the browser), from memory.
 * Answers false, writing nothing, for anything else: the API, other methods and unknown files
 * (a 404) are Fastify's.
 */
export function answerWebRequest(
  web: WebFiles,
  request: IncomingMessage,
  response: ServerResponse,
): boolean {
  const method = request.method;
  if (method !== "GET" && method !== "HEAD") return false;
  const url = request.url ?? "/";
  if (isApiPath(url)) return false;
  const queryAt = url.indexOf("?");
  const address = queryAt === -1 ? url : url.slice(0, queryAt);
  const file = web.files.get(address) ?? pageAt(web, address) ?? decodedFile(web, address);
  if (file === undefined) return false;
  send(chosenRepresentation(file, request), request, response, method === "HEAD");
  return true;
}

function pageAt(web: WebFiles, address: string): WebFile | undefined {
  if (path.posix.extname(address) !== "") return undefined;
  return address.startsWith("/shared/") ? web.sharedPage : web.page;
}

/** A file named with escapes or dot segments, as a hand-written request may name it. */
function decodedFile(web: WebFiles, address: string): WebFile | undefined {
  if (!address.includes("%") && !address.includes("/.")) return undefined;
  try {
    return web.files.get(path.posix.normalize(decodeURIComponent(address)));
  } catch {
    return undefined;
  }
}

function chosenRepresentation(file: WebFile, request: IncomingMessage): Representation {
  if (file.br === undefined && file.gzip === undefined) return file.plain;
  for (const encoding of acceptedEncodings(request.headers["accept-encoding"])) {
    const compressed = file[encoding];
    if (compressed !== undefined) return compressed;
  }
  return file.plain;
}

function send(
  representation: Representation,
  request: IncomingMessage,
  response: ServerResponse,
  headOnly: boolean,
) {
  const ifNoneMatch = request.headers["if-none-match"];
  if (ifNoneMatch !== undefined && matchesEtag(ifNoneMatch, representation.etag)) {
    response.writeHead(304, representation.notModifiedHeaders);
    response.end();
    return;
  }
  response.writeHead(200, representation.headers);
  if (headOnly) response.end();
  else response.end(representation.body);
}

/** `If-None-Match`: `*` or a list of ETags, compared without their weak marker. */
function matchesEtag(header: string, etag: string): boolean {
  if (header === etag) return true;
  return header.split(",").some((candidate) => {
    const tag = candidate.trim();
    return tag === "*" || tag === etag || tag === `W/${etag}`;
  });
}
