import { PassThrough } from "node:stream";
import type { FastifyReply } from "fastify";

/**
 * Answers work that takes seconds as a stream of JSON lines (decision 047): `first` at once,
 * each line the work sends as it goes, then the outcome it resolves to, or the line `failure`
 * makes of its error. The answer is 200 from the first line: a failure after it can only be
 * told in the stream.
 */
export function sendJsonLines<Line>(
  reply: FastifyReply,
  first: Line,
  work: (send: (line: Line) => void) => Promise<Line>,
  failure: (error: unknown) => Line,
): FastifyReply {
  const stream = new PassThrough();
  const send = (line: Line) => {
    stream.write(`${JSON.stringify(line)}\n`);
  };
  send(first);
  work(send)
    .then(send, (error: unknown) => send(failure(error)))
    .finally(() => stream.end());
  return reply
    .header("content-type", "application/x-ndjson; charset=utf-8")
    .header("cache-control", "no-store")
    .send(stream);
}
