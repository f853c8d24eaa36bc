import { z } from "zod";

/** GET /api/health: whether the app reaches its database (200), or not (503), for load balancers. */
export const healthSchema = z.object({
  status: z.enum(["ok", "unavailable"]),
  database: z.enum(["ok", "unavailable"]),
  message: z.string().optional(),
});
