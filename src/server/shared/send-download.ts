import type { Readable } from "node:stream";
import type { FastifyReply } from "fastify";
import { z } from "zod";
import { contentDisposition } from "./content-disposition";

/** A file answered to the browser, to save or to show. */
export type Download = {
  /** Its Content-Type. */
  type: string;
  /** Its file name; without one, Content-Disposition is the kind alone. */
  name?: string;
  /** "attachment" (the default) is saved; "inline" is shown in the browser. */
  disposition?: "attachment" | "inline";
  /** Its bytes, or a stream of them as they are made. */
  body: string | Buffer | Readable;
  /** A stream's length in bytes when known before it starts (Content-Length, real progress). */
  length?: number | null;
  /** Cache-Control: "no-store" (the default), since a download holds the user's records. */
  cache?: string;
  /**
   * Set for a file a user uploaded: its type was read from its content, and `nosniff` keeps
   * browsers to it.
   */
  uploaded?: boolean;
};

/** Answers a file with its type, its name in Content-Disposition, and its caching. */
export function sendDownload(
  reply: FastifyReply,
  { type, name, disposition = "attachment", body, length, cache = "no-store", uploaded }: Download,
): FastifyReply {
  if (length !== undefined && length !== null) reply.header("content-length", length);
  reply.header("content-type", type);
  if (uploaded) reply.header("x-content-type-options", "nosniff");
  return reply
    .header(
      "content-disposition",
      name === undefined ? disposition : contentDisposition(disposition, name),
    )
    .header("cache-control", cache)
    .send(body);
}

/** `?download=1` asks for a stored file as a download rather than shown inline. */
export const downloadQuerySchema = z.object({ download: z.enum(["0", "1"]).optional() });

/** A file a user uploaded and keeps (a certificate, a certification's document). */
type KeptUpload = { name: string | null; contentType: string; data: Buffer };

/**
 * Answers a user's own upload with its real type, never sniffed, inline or (with
 * `?download=1`) as a download, under its own name or `unnamed`; never cached beyond the user.
 */
export function sendKeptUpload(
  reply: FastifyReply,
  file: KeptUpload,
  { unnamed, query }: { unnamed: string; query: z.infer<typeof downloadQuerySchema> },
): FastifyReply {
  return sendDownload(reply, {
    type: file.contentType,
    uploaded: true,
    name: file.name ?? unnamed,
    disposition: query.download === "1" ? "attachment" : "inline",
    body: file.data,
    cache: "private, no-store",
  });
}
