import { errorBody, NetworkError } from "./api-error";

/**
 * What a person is told about a failed request, in a toast or in place of a page: the
 * server's `message`, a sentence about the connection when no answer came, or `fallback`
 * (an answer without a message, one that broke its contract). Never an error's own message,
 * which holds the status and the raw body for developers.
 */
export function serverMessage(error: unknown, fallback: string): string {
  if (error instanceof NetworkError) return error.message;
  const message = errorBody(error)?.message;
  return typeof message === "string" && message ? message : fallback;
}
