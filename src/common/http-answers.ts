import { z } from "zod";
import type { DetectedType } from "./file-types";

/** Every type an uploaded file can be stored as (read from its content). */
export const storedFileTypes = [
  "image/png",
  "image/jpeg",
  "image/webp",
  "application/pdf",
] as const satisfies readonly DetectedType[];

/** A file's bytes: sent by the route as a Buffer, a stream or text, never as JSON. */
const fileBytes = z.unknown().meta({ type: "string" });

/**
 * The schema of an answer that is a file rather than JSON: one entry per type it can have,
 * its body the file's bytes. The API reference shows the types; the route sends a Buffer or
 * text of that type, which Fastify passes on as it is.
 */
export function fileAnswer(description: string, contentTypes: readonly string[]) {
  return {
    description,
    content: Object.fromEntries(
      contentTypes.map((type) => [type, { schema: fileBytes.meta({ contentMediaType: type }) }]),
    ),
  };
}

/** An answer without a body: 204 after a deletion, or a change that has nothing to tell. */
export const noContentSchema = z.undefined().describe("No content");
