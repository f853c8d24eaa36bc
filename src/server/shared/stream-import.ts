import type { ImportProgress } from "@common/spreadsheets/spreadsheet-import";
import type { FastifyReply, FastifyRequest } from "fastify";
import { HttpError } from "./http-error";
import type { ImportOutcome, OnProgress } from "./import-rows";
import { sendJsonLines } from "./json-lines";

/** An import about to be written: how many rows it writes, and the writing. */
export type StartedImport = {
  total: number;
  write: (onProgress: OnProgress) => Promise<ImportOutcome>;
};

/**
 * Answers the import as a stream of JSON lines: its progress as rows are written, then
 * `{created, updated, skipped}` once committed, or `{failed}` when it stopped (nothing kept). The answer is 200
 * from the first line: a failure after it can only be told in the stream.
 */
export function streamImport(
  request: FastifyRequest,
  reply: FastifyReply,
  { total, write }: StartedImport,
) {
  return sendJsonLines<ImportProgress>(
    reply,
    { done: 0, total },
    (send) => write((done, of) => send({ done, total: of })),
    (error) => {
      if (!(error instanceof HttpError)) request.log.error({ err: error }, "import failed");
      return {
        failed:
          error instanceof HttpError ? error.message : "The import stopped; nothing was imported",
      };
    },
  );
}
