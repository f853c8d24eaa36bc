import { z } from "zod";

/** The largest id a row can have (a PostgreSQL integer). */
const maxId = 2_147_483_647;

/**
 * `:id` of a row: a positive 32-bit whole number. Anything else cannot name a row, so it is read
 * as 0, which no row has: the route answers the same 404 as for a row that does not exist.
 */
export const idParamsSchema = z.object({
  id: z.string().transform((value) => {
    const id = /^[1-9]\d{0,9}$/.test(value) ? Number(value) : 0;
    return id <= maxId ? id : 0;
  }),
});
