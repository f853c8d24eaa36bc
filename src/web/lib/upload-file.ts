import { throwIfNotOk } from "./api-error";
import { fetchCsrfToken } from "./csrf-token";

/** Sends a file as the raw request body, with the same credentials and CSRF rule as apiRequest. */
export async function uploadFile(
  method: "PUT" | "POST",
  url: string,
  file: Blob,
): Promise<Response> {
  const token = await fetchCsrfToken();
  const response = await fetch(url, {
    method,
    credentials: "include",
    headers: { "content-type": file.type, ...(token ? { "x-csrf-token": token } : {}) },
    body: file,
  });
  await throwIfNotOk(response);
  return response;
}
