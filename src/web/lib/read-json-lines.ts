import type { z } from "zod";

/**
 * Reads an answer of JSON lines as they arrive (decision 047), handing each to `onLine` as
 * `schema` parses it, and answers the last one; undefined when the answer held none.
 */
export async function readJsonLines<Schema extends z.ZodType>(
  response: Response,
  schema: Schema,
  onLine: (line: z.infer<Schema>) => void,
): Promise<z.infer<Schema> | undefined> {
  const reader = response.body?.pipeThrough(new TextDecoderStream()).getReader();
  let last: z.infer<Schema> | undefined;
  if (!reader) return last;
  let pending = "";
  const take = (text: string) => {
    if (text.trim() === "") return;
    last = schema.parse(JSON.parse(text));
    onLine(last);
  };
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    pending += value;
    const lines = pending.split("\n");
    pending = lines.pop() ?? "";
    for (const line of lines) take(line);
  }
  take(pending);
  return last;
}
