import { readJsonLines } from "@web/lib/read-json-lines";
import { describe, expect, it } from "vitest";
import { z } from "zod";

const progressSchema = z.union([
  z.object({ done: z.number(), total: z.number() }),
  z.object({ created: z.number() }),
]);

/** An answer whose body arrives in these pieces, split wherever the network splits it. */
function streamed(...pieces: string[]) {
  const bytes = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const piece of pieces) controller.enqueue(bytes.encode(piece));
      controller.close();
    },
  });
  return new Response(body, { headers: { "content-type": "application/x-ndjson" } });
}

describe("readJsonLines", () => {
  it("hands over each line as it arrives, whole even when split across pieces, and answers the last", async () => {
    const lines: unknown[] = [];
    const last = await readJsonLines(
      streamed('{"done":0,"total":2}\n{"do', 'ne":2,"total":2}\n', '{"created":2}'),
      progressSchema,
      (line) => lines.push(line),
    );
    expect(lines).toEqual([{ done: 0, total: 2 }, { done: 2, total: 2 }, { created: 2 }]);
    expect(last).toEqual({ created: 2 });
  });

  it("skips empty lines and answers undefined for an answer without any", async () => {
    const lines: unknown[] = [];
    expect(
      await readJsonLines(streamed("\n", "  \n"), progressSchema, (line) => lines.push(line)),
    ).toBeUndefined();
    expect(
      await readJsonLines(new Response(null), progressSchema, (line) => lines.push(line)),
    ).toBeUndefined();
    expect(lines).toEqual([]);
  });

  it("refuses a line its schema does not describe", async () => {
    await expect(
      readJsonLines(streamed('{"other":1}\n'), progressSchema, () => {}),
    ).rejects.toThrow();
  });
});
