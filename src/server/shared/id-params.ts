import { noContentSchema } from "@common/http-answers";
import { largestInteger } from "@common/integer-column";
import { z } from "zod";

/**
 * `:id` of a row: a positive 32-bit whole number. Anything else cannot name a row, so it is read
 * as 0, which no row has: the route answers the same 404 as for a row that does not exist.
 */
export const idParamsSchema = z.object({
  id: z
    .string()
    .max(20)
    .transform((value) => {
      const id = /^[1-9]\d{0,9}$/.test(value) ? Number(value) : 0;
      return id <= largestInteger ? id : 0;
    }),
});

/**
 * `:id` of a row named by a random key rather than a number (a stored file, a session): at
 * most 64 characters, the longest key the app makes.
 */
export const keyParamsSchema = z.object({ id: z.string().max(64) });

/**
 * The schema of a route deleting the row its `:id` names and answering 204 without a body;
 * `description` says what the caller must know besides (another user's row answers 404).
 */
export function deleteByIdSchema(summary: string, description: string) {
  return { summary, description, params: idParamsSchema, response: { 204: noContentSchema } };
}
