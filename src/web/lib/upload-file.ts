import type { z } from "zod";
import { apiFetch, throwIfNotOk } from "./api-error";
import { fetchCsrfToken } from "./csrf-token";

/**
 * Sends a file as the raw request body, with the same credentials and CSRF rule as apiRequest,
 * and answers the JSON reply checked by the endpoint's schema.
 */
export async function uploadFile<Schema extends z.ZodType>(
  method: "PUT" | "POST",
  url: string,
  file: Blob,
  schema: Schema,
): Promise<z.output<Schema>> {
  const token = await fetchCsrfToken();
  const response = await apiFetch(url, {
    method,
    credentials: "include",
    headers: { "content-type": file.type, ...(token ? { "x-csrf-token": token } : {}) },
    body: file,
  });
  await throwIfNotOk(response);
  return schema.parse(await response.json());
}
