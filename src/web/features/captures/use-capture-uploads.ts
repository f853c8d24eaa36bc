import { type Capture, captureUploadRule } from "@common/captures";
import { uploadProblem } from "@common/upload-rules";
import { useQueryClient } from "@tanstack/react-query";
import { parallelLimit } from "@web/lib/parallel-limit";
import { serverMessage } from "@web/lib/server-message";
import { useRef, useState } from "react";
import { captureKeys, uploadCapture } from "./captures-api";

/** Files sent at once; the others wait their turn. */
export const parallelCaptureUploads = 3;

/** One file on its way: waiting its turn, being sent, sent (its capture), or refused. */
export type CaptureUpload = {
  key: number;
  fileName: string;
  sent: number;
  total: number;
  stage: "waiting" | "sending" | "sent" | "refused";
  /** The capture as the server took it (queued), once sent. */
  capture: Capture | null;
  /** When it was sent: an inbox read after that without it means it was reviewed or discarded. */
  sentAt: number | null;
  error: string | null;
};

/**
 * Sends the files given to be read, `parallelCaptureUploads` at a time, each with its own
 * progress; a file the browser can already tell is refused is not sent. The inbox is asked
 * again as each arrives, and it follows the reading from there.
 */
export function useCaptureUploads() {
  const queryClient = useQueryClient();
  const [uploads, setUploads] = useState<CaptureUpload[]>([]);
  const [run] = useState(() => parallelLimit(parallelCaptureUploads));
  const nextKey = useRef(0);
  const change = (key: number, patch: Partial<CaptureUpload>) =>
    setUploads((list) =>
      list.map((upload) => (upload.key === key ? { ...upload, ...patch } : upload)),
    );

  const send = async (key: number, file: File) => {
    change(key, { stage: "sending" });
    try {
      const capture = await uploadCapture(file, ({ sent, total }) => change(key, { sent, total }));
      change(key, { stage: "sent", capture, sentAt: Date.now(), sent: file.size });
    } catch (error) {
      change(key, { stage: "refused", error: serverMessage(error, "The file was not sent.") });
    } finally {
      void queryClient.invalidateQueries({ queryKey: captureKeys.inbox() });
    }
  };

  const add = (files: File[]) => {
    const added = files.map((file) => {
      nextKey.current += 1;
      const problem = uploadProblem(captureUploadRule, file);
      const upload: CaptureUpload = {
        key: nextKey.current,
        fileName: file.name,
        sent: 0,
        total: file.size,
        stage: problem ? "refused" : "waiting",
        capture: null,
        sentAt: null,
        error: problem,
      };
      return { upload, file };
    });
    setUploads((list) => [...list, ...added.map(({ upload }) => upload)]);
    for (const { upload, file } of added) {
      if (upload.stage === "waiting") void run(() => send(upload.key, file));
    }
  };

  return { uploads, add };
}
