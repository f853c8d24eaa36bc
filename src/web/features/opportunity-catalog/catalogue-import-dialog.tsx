import { type CatalogueCheck, catalogueColumns } from "@common/opportunity-import";
import { countOf } from "@common/plural";
import { importLimits } from "@common/spreadsheets/spreadsheet-import";
import { ImportStatus, importAction } from "@web/components/imports/import-status";
import { RowErrorList } from "@web/components/imports/row-error-list";
import { Button } from "@web/components/ui/button";
import { ErrorText } from "@web/components/ui/error-text";
import { Input } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { TitledDialog } from "@web/components/ui/titled-dialog";
import { Upload } from "lucide-react";
import { useCatalogueImport } from "./use-catalogue-import";

const noun = ["opportunity", "opportunities"] as const;

/** "3 rows checked: 2 to add, 1 to update, 1 row with problems to fix first." */
function CheckResult({ result }: { result: CatalogueCheck }) {
  const problemRows = new Set(result.errors.map((error) => error.line)).size;
  const said = [
    `${result.adding} to add`,
    `${result.updating} to update`,
    ...(result.errorCount > 0
      ? [`${countOf(problemRows, "row", "rows")} with problems to fix first`]
      : []),
  ];
  return (
    <div className="grid gap-2">
      <p className="text-sm">
        {countOf(result.rows, "row", "rows")} checked: {said.join(", ")}.
      </p>
      {result.updating > 0 && (
        <p className="text-sm text-muted-foreground">
          Already in the catalogue (same provider and title), updated:{" "}
          {result.updatingLines.length === 1 ? "line" : "lines"} {result.updatingLines.join(", ")}
          {result.updating > result.updatingLines.length &&
            ` and ${result.updating - result.updatingLines.length} more`}
          .
        </p>
      )}
      <RowErrorList errors={result.errors} total={result.errorCount} />
    </div>
  );
}

/**
 * "Import catalogue": a provider's catalogue as CSV or JSON, checked on the server first (what
 * it adds, what it updates, each row's problem with its line), then imported with its progress.
 */
export function CatalogueImportDialog() {
  const flow = useCatalogueImport();
  const { picked, checked, importing } = flow;
  const result = checked?.state === "checked" ? checked.result : null;
  const running = importing?.state === "running";
  const ready = result !== null && result.errorCount === 0 && result.adding + result.updating > 0;
  return (
    <TitledDialog
      trigger={
        <Button variant="outline">
          <Upload aria-hidden="true" />
          Import catalogue
        </Button>
      }
      className="max-h-[calc(100dvh-2rem)] max-w-2xl overflow-y-auto"
      title="Import catalogue"
      description={`A provider's catalogue as CSV (lists in a cell separated by ";") or JSON (a list of objects), at most 5 MB and ${importLimits.maxRows.toLocaleString("en-US")} entries. An opportunity with the same provider and title as one in the catalogue updates it. Nothing is imported unless every row can be.`}
    >
      <div className="grid gap-4">
        <p className="text-sm text-muted-foreground">Columns: {catalogueColumns.join(", ")}.</p>
        <div className="grid gap-1.5">
          <Label htmlFor="catalogue-file">CSV or JSON file</Label>
          <Input
            id="catalogue-file"
            type="file"
            accept=".csv,.json,text/csv,application/json"
            disabled={running}
            aria-describedby={flow.fileProblem ? "catalogue-file-problem" : undefined}
            onChange={(event) => void flow.pickFile(event.target.files?.[0])}
          />
        </div>
        {flow.fileProblem && <ErrorText id="catalogue-file-problem">{flow.fileProblem}</ErrorText>}
        {picked && (
          <div className="flex flex-wrap gap-2">
            <Button
              variant="outline"
              disabled={checked?.state === "checking" || running}
              onClick={() => void flow.check()}
            >
              Check the file
            </Button>
            {ready && (
              <Button disabled={running} onClick={() => void flow.startImport()}>
                {importAction(noun, result.adding, result.updating)}
              </Button>
            )}
          </div>
        )}
        <div role="status" className="grid gap-2">
          {checked?.state === "checking" && <p className="text-sm">Checking the file…</p>}
          {checked?.state === "refused" && (
            <p className="text-sm text-destructive">{checked.message}</p>
          )}
          {result && <CheckResult result={result} />}
          {importing && (
            <ImportStatus
              importing={importing}
              noun={noun}
              leftAsTheyWere={(counted) =>
                `Left ${counted} as they were: the file changes nothing.`
              }
            />
          )}
        </div>
      </div>
    </TitledDialog>
  );
}
