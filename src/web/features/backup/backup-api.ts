import { backupRestoredSchema, backupStatusSchema } from "@common/backup";
import { queryOptions } from "@tanstack/react-query";
import { apiGet } from "@web/lib/api-get";
import { type UploadProgress, uploadFile } from "@web/lib/upload-file";

export const backupDownloadUrl = "/api/user/backup";

export const backupKeys = {
  all: ["backup"] as const,
  status: () => [...backupKeys.all, "status"] as const,
};

export const fetchBackupStatus = (signal?: AbortSignal) =>
  apiGet("/api/user/backup/status", backupStatusSchema, { signal });

export const backupStatusQuery = () =>
  queryOptions({
    queryKey: backupKeys.status(),
    queryFn: ({ signal }) => fetchBackupStatus(signal),
  });

/** Sends a backup ZIP to be restored, as a ZIP whatever type the browser gave the file. */
export const restoreBackupFile = (file: Blob, onProgress: (progress: UploadProgress) => void) =>
  uploadFile(
    "POST",
    "/api/user/backup/restore",
    new Blob([file], { type: "application/zip" }),
    backupRestoredSchema,
    { onProgress },
  );
