import { apiRequest } from "@web/lib/api-client";
import { z } from "zod";

/** The answers of the password-reset calls: a message to show. */
export const messageAnswer = z.object({ message: z.string() });

/** POST /api/forgot-password; the answer is neutral about whether the account exists. */
export function requestResetCode(email: string) {
  return apiRequest("POST", "/api/forgot-password", { email }).then(async (response) =>
    messageAnswer.parse(await response.json()),
  );
}
