import { restoredSummary } from "@common/backup";
import { fileSizeText } from "@common/file-size";
import { useQuery } from "@tanstack/react-query";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { ConfirmDialog } from "@web/components/ui/confirm-dialog";
import { FormField } from "@web/components/ui/form-field";
import { Progress } from "@web/components/ui/progress";
import { Spinner } from "@web/components/ui/spinner";
import { Download, LoaderCircle, Upload } from "lucide-react";
import { useState } from "react";
import { backupStatusQuery } from "./backup-api";
import { useBackupDownload } from "./backup-download";
import { useBackupRestore } from "./backup-restore";

const percent = (done: number, total: number | null) =>
  total && total > 0 ? (done / total) * 100 : 0;
const amountText = (done: number, total: number | null) =>
  total && total > 0 ? `${fileSizeText(done)} of ${fileSizeText(total)}` : fileSizeText(done);

export function BackupSection() {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-xl">Backup</CardTitle>
        <CardDescription>
          Everything in your account, with every uploaded file, in one ZIP file.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <BackupDownload />
        <BackupRestore />
      </CardContent>
    </Card>
  );
}

function BackupDownload() {
  const { progress, saved, start, cancel } = useBackupDownload();
  return (
    <div className="grid justify-items-start gap-3">
      <p className="text-sm text-muted-foreground">
        Your profile, preferences, certifications with their past cycles and requirements, credits,
        certificates waiting for review, requirement templates, notifications and activity, and
        every certificate, document and image you uploaded. Never your password or sign-in secrets.
      </p>
      <Button disabled={progress !== null} onClick={() => void start()}>
        <Download aria-hidden="true" />
        Download backup
      </Button>
      <div role="status" className="grid w-full gap-2 text-sm">
        {progress && (
          <>
            <div className="flex flex-wrap items-center gap-3">
              <LoaderCircle className="size-4 animate-spin text-primary" aria-hidden="true" />
              <span>Preparing the backup… {amountText(progress.received, progress.total)}</span>
              <Button variant="ghost" size="sm" onClick={cancel}>
                Cancel
              </Button>
            </div>
            {progress.total !== null && (
              <Progress
                label="Backup download"
                value={percent(progress.received, progress.total)}
              />
            )}
          </>
        )}
        {!progress && saved && (
          <span className="break-all">
            Saved {saved.fileName} ({fileSizeText(saved.size)})
          </span>
        )}
      </div>
    </div>
  );
}

function BackupRestore() {
  const status = useQuery(backupStatusQuery());
  const restore = useBackupRestore();
  const [file, setFile] = useState<File | null>(null);
  const [pickerKey, setPickerKey] = useState(0);
  const canRestore = status.data?.canRestore === true;
  const uploaded = restore.progress && restore.progress.sent >= restore.progress.total;
  return (
    <div className="grid justify-items-start gap-3 border-t pt-6">
      <h2 className="text-lg font-semibold">Restore from a backup</h2>
      <p className="text-sm text-muted-foreground">
        A backup can be restored only into an empty account: one without certifications, credits or
        requirement templates. Its records and files are added with your name, time zone, theme and
        reminder preferences; your username, email, phone and password stay as they are. A backup
        file can be up to 100 MB.
      </p>
      {status.isPending && <Spinner />}
      {status.isError && (
        <p className="text-sm text-destructive">
          Could not check whether this account can take a restore. Reload the page to try again.
        </p>
      )}
      {status.data && !canRestore && (
        <p className="text-sm">
          Restore is not available: this account already has certifications, credits or requirement
          templates. Restore your backup into a new, empty account instead.
        </p>
      )}
      {canRestore && (
        <>
          <FormField label="Backup file" hint="The ZIP file CertMinder gave you as a backup.">
            {(control) => (
              <input
                {...control}
                key={pickerKey}
                type="file"
                accept=".zip,application/zip"
                disabled={restore.isPending}
                className="max-w-full min-w-0 text-sm file:mr-3 file:rounded-md file:border file:border-input file:bg-background file:px-3 file:py-1.5 file:text-sm file:font-medium"
                onChange={(event) => setFile(event.target.files?.[0] ?? null)}
              />
            )}
          </FormField>
          <ConfirmDialog
            trigger={
              <Button disabled={!file || restore.isPending}>
                <Upload aria-hidden="true" />
                Restore from a backup
              </Button>
            }
            title="Restore this backup?"
            description={`Everything in ${file?.name ?? "the backup"} is added to this account, and your name, time zone, theme and reminder preferences are replaced by the backup's. Restore works once: afterwards the account is no longer empty.`}
            confirmLabel="Restore backup"
            onConfirm={() => {
              if (!file) return;
              restore.mutate(file, {
                onSuccess: () => {
                  setFile(null);
                  setPickerKey((key) => key + 1);
                },
              });
            }}
          />
        </>
      )}
      <div role="status" className="grid w-full gap-2 text-sm">
        {restore.progress && (
          <>
            <span>
              {uploaded
                ? "Restoring your records…"
                : `Uploading the backup… ${amountText(restore.progress.sent, restore.progress.total)}`}
            </span>
            <Progress
              label="Backup upload"
              value={percent(restore.progress.sent, restore.progress.total)}
            />
          </>
        )}
        {restore.restored && <span>{restoredSummary(restore.restored)}.</span>}
      </div>
    </div>
  );
}
