import { type SpreadsheetKind, spreadsheetKinds } from "@common/spreadsheets/spreadsheet-columns";
import { importLimits } from "@common/spreadsheets/spreadsheet-import";
import {
  type DateOrder,
  dateOrderLabels,
  dateOrders,
} from "@common/spreadsheets/spreadsheet-values";
import { ImportStatus, importAction } from "@web/components/imports/import-status";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { ErrorText } from "@web/components/ui/error-text";
import { Input } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { NativeSelect } from "@web/components/ui/native-select";
import { kindNouns, SpreadsheetCheckResult } from "./spreadsheet-check-result";
import { SpreadsheetMapping } from "./spreadsheet-mapping";
import { SpreadsheetPreview } from "./spreadsheet-preview";
import { useSpreadsheetImport } from "./use-spreadsheet-import";

const kindLabels: Record<SpreadsheetKind, string> = {
  certifications: "Certifications",
  credits: "Credits",
};

/**
 * Certifications or credits from a CSV file: pick it, check the columns (guessed from its
 * headers) and the preview, check the whole file on the server, then import it all at once.
 */
export function SpreadsheetImportSection() {
  const flow = useSpreadsheetImport();
  const { sheet, checked, importing, kind } = flow;
  const result = checked?.state === "checked" ? checked.result : null;
  const adding = result ? result.valid - result.existing : 0;
  const updating = result && flow.existing === "update" ? result.existing : 0;
  const ready =
    result !== null && result.errorCount === 0 && result.overLimit === 0 && adding + updating > 0;
  const running = importing?.state === "running";
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-xl">Import from a spreadsheet</CardTitle>
        <CardDescription>
          Certifications and credits from a CSV file saved as UTF-8, at most 5 MB and{" "}
          {importLimits.maxRows.toLocaleString("en-US")} rows. Import certifications first: credits
          are matched to them by name. Nothing is imported unless every row can be, and a row
          already in CertMinder is never added twice.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="grid gap-1.5">
            <Label htmlFor="spreadsheet-kind">The file holds</Label>
            <NativeSelect
              id="spreadsheet-kind"
              value={kind}
              disabled={running}
              onChange={(event) => flow.setKind(event.target.value as SpreadsheetKind)}
            >
              {spreadsheetKinds.map((one) => (
                <option key={one} value={one}>
                  {kindLabels[one]}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="spreadsheet-file">CSV file</Label>
            <Input
              id="spreadsheet-file"
              type="file"
              accept=".csv,text/csv"
              disabled={running}
              aria-describedby={flow.fileProblem ? "spreadsheet-file-problem" : undefined}
              onChange={(event) => void flow.pickFile(event.target.files?.[0])}
            />
          </div>
        </div>
        {flow.fileProblem && (
          <ErrorText id="spreadsheet-file-problem">{flow.fileProblem}</ErrorText>
        )}
        {sheet && (
          <>
            <SpreadsheetMapping
              kind={kind}
              headers={sheet.headers}
              mapping={flow.mapping}
              onChange={flow.setColumn}
            />
            <div className="grid max-w-sm gap-1.5">
              <Label htmlFor="spreadsheet-date-order">Dates like 03/04/2026 are</Label>
              <NativeSelect
                id="spreadsheet-date-order"
                value={flow.dateOrder}
                onChange={(event) => flow.setDateOrder(event.target.value as DateOrder)}
              >
                {dateOrders.map((order) => (
                  <option key={order} value={order}>
                    {dateOrderLabels[order]}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <SpreadsheetPreview
              kind={kind}
              sheet={sheet}
              mapping={flow.mapping}
              dateOrder={flow.dateOrder}
            />
            <div className="flex flex-wrap gap-2">
              <Button
                variant="outline"
                disabled={flow.missing.length > 0 || checked?.state === "checking" || running}
                onClick={() => void flow.check()}
              >
                Check the file
              </Button>
              {ready && (
                <Button disabled={running} onClick={() => void flow.startImport()}>
                  {importAction(kindNouns[kind], adding, updating)}
                </Button>
              )}
            </div>
            <div role="status" className="grid gap-2">
              {flow.missing.length > 0 && (
                <p className="text-sm text-muted-foreground">
                  Choose the column for {flow.missing.map((field) => field.header).join(", ")}.
                </p>
              )}
              {checked?.state === "checking" && <p className="text-sm">Checking the file…</p>}
              {checked?.state === "refused" && (
                <p className="text-sm text-destructive">{checked.message}</p>
              )}
              {checked?.state === "checked" && (
                <SpreadsheetCheckResult
                  kind={kind}
                  result={checked.result}
                  existing={flow.existing}
                  onExistingChange={flow.setExisting}
                />
              )}
              {importing && (
                <ImportStatus
                  importing={importing}
                  noun={kindNouns[kind]}
                  leftAsTheyWere={(counted) =>
                    `Left ${counted} already in CertMinder as they were.`
                  }
                />
              )}
            </div>
          </>
        )}
      </CardContent>
    </Card>
  );
}
