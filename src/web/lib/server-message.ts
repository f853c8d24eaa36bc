import { errorBody } from "./api-error";

/** The `message` of a failed API answer, for a toast, or the fallback text. */
export function serverMessage(error: unknown, fallback: string): string {
  const message = errorBody(error)?.message;
  return typeof message === "string" && message ? message : fallback;
}
