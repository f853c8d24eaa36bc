import { CaptureMailCard } from "@web/components/capture-mail/capture-mail-card";
import { BackupSection } from "@web/features/backup/backup-section";
import { SpreadsheetExportSection } from "@web/features/spreadsheets/spreadsheet-export-section";
import { SpreadsheetImportSection } from "@web/features/spreadsheets/spreadsheet-import-section";
import { useDocumentTitle } from "@web/hooks/use-document-title";

/**
 * /settings/data: the user's records out to a spreadsheet or a backup, and back in; and the
 * address certificates are mailed in to.
 */
export function YourDataPage() {
  useDocumentTitle("Your data");
  return (
    <div className="grid w-full max-w-4xl min-w-0 gap-6">
      <div className="grid gap-1">
        <h1 className="text-3xl font-bold tracking-tight">Your data</h1>
        <p className="text-muted-foreground">
          Take your records to a spreadsheet or a backup, and bring them in from one.
        </p>
      </div>
      <SpreadsheetExportSection />
      <SpreadsheetImportSection />
      <BackupSection />
      <CaptureMailCard />
    </div>
  );
}
