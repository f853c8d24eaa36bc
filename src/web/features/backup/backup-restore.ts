import { type BackupRestored, restoredSummary } from "@common/backup";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { failureToast } from "@web/lib/failure-toast";
import { toast } from "@web/lib/toast-store";
import type { UploadProgress } from "@web/lib/upload-file";
import { useState } from "react";
import { restoreBackupFile } from "./backup-api";

/**
 * Restores a backup file with its upload's progress. A restore brings certifications,
 * credits, templates, notifications, the profile, preferences and the theme at once, so every
 * read of the app is refreshed.
 */
export function useBackupRestore() {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [restored, setRestored] = useState<BackupRestored | null>(null);
  const mutation = useMutation({
    mutationFn: (file: File) => restoreBackupFile(file, setProgress),
    onSuccess: async (answer) => {
      setRestored(answer);
      toast({ title: "Backup restored", description: restoredSummary(answer) });
      await queryClient.invalidateQueries();
    },
    onError: failureToast("Could not restore the backup"),
    onSettled: () => setProgress(null),
  });
  return { ...mutation, progress, restored };
}
