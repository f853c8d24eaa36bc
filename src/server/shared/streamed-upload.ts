import { createWriteStream } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import type { UploadRule } from "@common/upload-rules";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { HttpError } from "./http-error";
import { answerUploadRefusals } from "./raw-upload";

/**
 * Lets the routes of this plugin take a large file as the raw request body without reading it:
 * the handler gets the body as a stream, so it can refuse the request (who is asking, whether
 * they may, its declared size) before a byte of it is read, and then write it to a temporary
 * file (saveUpload) instead of holding it in memory. Fastify's own refusals are answered in
 * the product's words, as acceptRawUploads answers them.
 */
export function acceptStreamedUploads(
  app: FastifyInstance,
  { contentTypes, messages }: UploadRule,
) {
  app.addContentTypeParser([...contentTypes], (_request, payload, done) => done(null, payload));
  answerUploadRefusals(app, messages);
}

/** Refuses, before reading it, a body that says it is larger than the rule takes. */
export function refuseDeclaredTooLarge(request: FastifyRequest, rule: UploadRule): void {
  const declared = Number(request.headers["content-length"]);
  if (Number.isFinite(declared) && declared > rule.maxBytes) {
    throw new HttpError(413, rule.messages.tooLarge);
  }
}

/** An upload written to disk; `remove` deletes it and its folder. */
export type SavedUpload = { path: string; size: number; remove(): Promise<void> };

/**
 * Writes the body of a streamed upload to a new temporary file, stopping with 413 as soon as
 * it grows past the rule's size (a body sent without Content-Length, or longer than it said):
 * the rest is then let through unread so the answer can still be sent. The file is removed
 * when anything goes wrong. An empty body gives an empty file.
 */
export async function saveUpload(body: unknown, rule: UploadRule): Promise<SavedUpload> {
  const folder = await mkdtemp(path.join(tmpdir(), "certminder-upload-"));
  const remove = () => rm(folder, { recursive: true, force: true });
  const file = path.join(folder, "upload");
  try {
    const size = isReadable(body) ? await writeLimited(body, file, rule) : await writeEmpty(file);
    return { path: file, size, remove };
  } catch (error) {
    await remove();
    throw error;
  }
}

function writeLimited(body: Readable, file: string, rule: UploadRule): Promise<number> {
  return new Promise((resolve, reject) => {
    const out = createWriteStream(file);
    let size = 0;
    let settled = false;
    const settle = (error?: Error) => {
      if (settled) return;
      settled = true;
      if (error) reject(error);
      else resolve(size);
    };
    const stop = (error: Error) => {
      // Whatever else comes is read and dropped, never kept.
      body.removeAllListeners("data");
      body.resume();
      out.destroy();
      settle(error);
    };
    body.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > rule.maxBytes) return stop(new HttpError(413, rule.messages.tooLarge));
      if (!out.write(chunk)) {
        body.pause();
        out.once("drain", () => body.resume());
      }
    });
    body.once("end", () => {
      if (!settled) out.end();
    });
    body.once("error", (error) => stop(error));
    body.once("close", () => {
      if (!body.readableEnded) stop(new HttpError(400, "The upload was interrupted"));
    });
    out.once("error", (error) => stop(error));
    out.once("finish", () => settle());
  });
}

async function writeEmpty(file: string): Promise<number> {
  await writeFile(file, "");
  return 0;
}

function isReadable(body: unknown): body is Readable {
  return body instanceof Readable;
}
