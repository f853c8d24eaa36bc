import {
  type Capture,
  type CaptureCreditInput,
  captureSchema,
  maxWaitingCaptures,
} from "@common/captures";
import { type Credit, creditSchema } from "@common/certifications/credit";
import { apiRequest, apiSend } from "@web/lib/api-client";
import { listPageQuery, readQuery } from "@web/lib/read-query";
import { type UploadProgress, uploadFile } from "@web/lib/upload-file";

export const captureKeys = {
  all: ["captures"] as const,
  inbox: () => [...captureKeys.all, "inbox"] as const,
  detail: (id: number) => [...captureKeys.all, "detail", id] as const,
};

/** How often a capture still being read is asked about again. */
export const readingPollMs = 1_500;

/** Whether the server is still reading it: asked about again until it is not. */
export const isBeingRead = (capture: Capture) =>
  capture.status === "queued" || capture.status === "reading";

/**
 * The whole inbox: no more than `maxWaitingCaptures` ever wait, so one page holds them all.
 * Asked again every moment while any is being read.
 */
export const captureInboxQuery = () => ({
  ...listPageQuery(captureKeys.inbox(), "/api/captures", captureSchema, {
    page: 1,
    pageSize: maxWaitingCaptures,
  }),
  refetchInterval: (query: { state: { data?: { rows: Capture[] } } }) =>
    query.state.data?.rows.some(isBeingRead) ? readingPollMs : false,
});

/** One capture, asked again every moment while it is being read. */
export const captureQuery = (id: number) => ({
  ...readQuery(captureKeys.detail(id), `/api/captures/${id}`, captureSchema),
  refetchInterval: (query: { state: { data?: Capture } }) =>
    query.state.data && isBeingRead(query.state.data) ? readingPollMs : false,
});

/** Sends one certificate's file to be read; it answers at once, queued. */
export function uploadCapture(
  file: File,
  onProgress: (progress: UploadProgress) => void,
): Promise<Capture> {
  const url = `/api/captures?name=${encodeURIComponent(file.name)}`;
  return uploadFile("POST", url, file, captureSchema, { onProgress });
}

/** Saves the reviewed capture as a credit; the capture leaves the inbox. */
export function saveCaptureCredit(id: number, input: CaptureCreditInput): Promise<Credit> {
  return apiSend("POST", `/api/captures/${id}/credit`, creditSchema, input);
}

export async function discardCapture(id: number): Promise<void> {
  await apiRequest("DELETE", `/api/captures/${id}`);
}
