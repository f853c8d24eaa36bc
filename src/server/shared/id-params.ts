import { z } from "zod";

/** `:id` of a row: a positive 32-bit whole number; anything else is simply not found. */
export const idParamsSchema = z.object({
  id: z.coerce.number().int().min(1).max(2_147_483_647),
});
