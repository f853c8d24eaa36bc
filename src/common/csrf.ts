import { z } from "zod";

/** GET /api/csrf-token: the token every change sends back in the x-csrf-token header. */
export const csrfTokenSchema = z.object({ csrfToken: z.string().min(1) });
