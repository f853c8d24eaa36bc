import type { SpreadsheetKind } from "@common/spreadsheets/spreadsheet-columns";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { downloadFile } from "@web/lib/download-file";
import { showFailure } from "@web/lib/failure-toast";
import { FileSpreadsheet } from "lucide-react";
import { useState } from "react";
import { spreadsheetExportUrl } from "./spreadsheet-api";

const exportTexts: Record<SpreadsheetKind, { action: string; failure: string }> = {
  certifications: {
    action: "Export certifications",
    failure: "Could not export the certifications",
  },
  credits: { action: "Export credits", failure: "Could not export the credits" },
};

/** Downloads every certification or every credit as CSV, in the columns the import reads. */
export function SpreadsheetExportSection() {
  const [running, setRunning] = useState<SpreadsheetKind | null>(null);
  const [saved, setSaved] = useState<string | null>(null);

  async function exportKind(kind: SpreadsheetKind) {
    setRunning(kind);
    setSaved(null);
    try {
      const { fileName } = await downloadFile(spreadsheetExportUrl(kind));
      setSaved(fileName);
    } catch (error) {
      showFailure(exportTexts[kind].failure, error);
    } finally {
      setRunning(null);
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-xl">Export to a spreadsheet</CardTitle>
        <CardDescription>
          Your certifications and credits as CSV files. They open in Excel, Numbers or Google
          Sheets, and import here again as they are.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <div className="flex flex-wrap gap-2">
          {(["certifications", "credits"] as const).map((kind) => (
            <Button
              key={kind}
              variant="outline"
              disabled={running !== null}
              onClick={() => void exportKind(kind)}
            >
              <FileSpreadsheet aria-hidden="true" />
              {exportTexts[kind].action}
            </Button>
          ))}
        </div>
        <p role="status" className="min-h-5 text-sm text-muted-foreground">
          {running ? "Preparing the file…" : saved ? `Saved ${saved}` : ""}
        </p>
      </CardContent>
    </Card>
  );
}
