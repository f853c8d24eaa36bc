import { adminHeaders, forgetAdminSessionIfRefused } from "./admin-session";
import { apiFetch, throwIfNotOk } from "./api-error";

/** How much of a download has arrived; `total` is null when the server does not say. */
export type DownloadProgress = { received: number; total: number | null };

export type DownloadOptions = {
  /** Called as bytes arrive (at most about ten times a second) and once at the end. */
  onProgress?: (progress: DownloadProgress) => void;
  signal?: AbortSignal;
};

const progressInterval = 100;

/**
 * The file name the server gave in Content-Disposition: the exact RFC 5987 form
 * (`filename*=UTF-8''…`) when present, else the plain `filename="…"`; null without either.
 */
export function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended.trim());
    } catch {
      // A malformed encoding falls back to the plain name.
    }
  }
  const plain = /filename\s*=\s*"([^"]*)"|filename\s*=\s*([^;]+)/i.exec(disposition);
  const name = (plain?.[1] ?? plain?.[2])?.trim();
  return name ? name : null;
}

/** The last part of the URL's path, for a server that names no file. */
function nameInUrl(url: string): string {
  const path = new URL(url, window.location.href).pathname;
  return decodeURIComponent(path.split("/").pop() ?? "") || "download";
}

async function readWithProgress(response: Response, options: DownloadOptions): Promise<Blob> {
  const type = response.headers.get("content-type") ?? "application/octet-stream";
  const length = Number(response.headers.get("content-length"));
  const total = Number.isInteger(length) && length > 0 ? length : null;
  if (!response.body) return response.blob();
  const reader = response.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  let reportedAt = 0;
  options.onProgress?.({ received, total });
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.byteLength;
    const now = performance.now();
    if (now - reportedAt >= progressInterval) {
      reportedAt = now;
      options.onProgress?.({ received, total });
    }
  }
  options.onProgress?.({ received, total: total ?? received });
  return new Blob(chunks, { type });
}

/** Hands the file to the browser's downloads, under `fileName`. */
function save(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = href;
  link.download = fileName;
  link.rel = "noopener";
  link.style.display = "none";
  document.body.append(link);
  link.click();
  link.remove();
  // The browser reads the object URL after the click returns; give it time before freeing it.
  window.setTimeout(() => URL.revokeObjectURL(href), 60_000);
}

/**
 * Downloads a file the API prepares (a transcript, an export, an audit packet) with the
 * session's credentials (and the admin session on admin paths): reads it as it streams in, reporting progress, then saves it under the
 * name the server gave. A refusal throws the API's error (show it with `showFailure`); a
 * cancelled download throws the AbortError. Answers the saved name and size.
 */
export async function downloadFile(
  url: string,
  options: DownloadOptions = {},
): Promise<{ fileName: string; size: number }> {
  const response = await apiFetch(url, {
    headers: adminHeaders(url),
    credentials: "include",
    signal: options.signal,
  });
  try {
    await throwIfNotOk(response);
  } catch (error) {
    forgetAdminSessionIfRefused(url, error);
    throw error;
  }
  const blob = await readWithProgress(response, options);
  const fileName = fileNameOf(response.headers.get("content-disposition")) ?? nameInUrl(url);
  save(blob, fileName);
  return { fileName, size: blob.size };
}
