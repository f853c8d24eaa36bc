import { backupRestoredSchema, backupStatusSchema } from "@common/backup";
import { readQuery } from "@web/lib/read-query";
import { type UploadProgress, uploadFile } from "@web/lib/upload-file";

export const backupDownloadUrl = "/api/user/backup";

export const backupKeys = {
  all: ["backup"] as const,
  status: () => [...backupKeys.all, "status"] as const,
};

export const backupStatusQuery = () =>
  readQuery(backupKeys.status(), "/api/user/backup/status", backupStatusSchema);

/** Sends a backup ZIP to be restored, as a ZIP whatever type the browser gave the file. */
export const restoreBackupFile = (file: Blob, onProgress: (progress: UploadProgress) => void) =>
  uploadFile(
    "POST",
    "/api/user/backup/restore",
    new Blob([file], { type: "application/zip" }),
    backupRestoredSchema,
    { onProgress },
  );
