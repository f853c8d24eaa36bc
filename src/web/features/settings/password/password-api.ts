import type { changePasswordSchema } from "@common/accounts/password-reset";
import { messageSchema } from "@common/accounts/profile";
import { apiSend } from "@web/lib/api-client";
import type { z } from "zod";

/** POST /api/user/password: the server also signs out every other session of the user. */
export function changePassword(input: z.output<typeof changePasswordSchema>) {
  return apiSend("POST", "/api/user/password", messageSchema, input);
}
