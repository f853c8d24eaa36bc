import type { z } from "zod";
import { apiFetch, NetworkError, throwIfNotOk } from "./api-error";
import { fetchCsrfToken } from "./csrf-token";

/** How much of an upload has been sent. */
export type UploadProgress = { sent: number; total: number };

/**
 * Sends a file as the raw request body, with the same credentials and CSRF rule as apiRequest,
 * and answers the JSON reply checked by the endpoint's schema. With `onProgress`, the bytes
 * sent are reported as they go (fetch cannot tell them, so XMLHttpRequest sends it).
 */
export async function uploadFile<Schema extends z.ZodType>(
  method: "PUT" | "POST",
  url: string,
  file: Blob,
  schema: Schema,
  { onProgress }: { onProgress?: (progress: UploadProgress) => void } = {},
): Promise<z.output<Schema>> {
  const token = await fetchCsrfToken();
  const headers = { "content-type": file.type, ...(token ? { "x-csrf-token": token } : {}) };
  const response = onProgress
    ? await sendWithProgress(method, url, file, headers, onProgress)
    : await apiFetch(url, { method, credentials: "include", headers, body: file });
  await throwIfNotOk(response);
  return schema.parse(await response.json());
}

/** The upload through XMLHttpRequest, its answer as a fetch Response. */
function sendWithProgress(
  method: "PUT" | "POST",
  url: string,
  file: Blob,
  headers: Record<string, string>,
  onProgress: (progress: UploadProgress) => void,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(method, url);
    request.withCredentials = true;
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) =>
      onProgress({ sent: event.loaded, total: event.lengthComputable ? event.total : file.size });
    request.onload = () =>
      resolve(
        new Response(request.responseText, {
          status: request.status,
          statusText: request.statusText,
          headers: { "content-type": request.getResponseHeader("content-type") ?? "text/plain" },
        }),
      );
    request.onerror = () =>
      reject(new NetworkError({ cause: new Error(`${method} ${url} failed`) }));
    request.send(file);
  });
}
