import { countOf } from "@common/plural";
import type { SpreadsheetKind } from "@common/spreadsheets/spreadsheet-columns";
import {
  type DryRun,
  type ExistingChoice,
  existingChoices,
} from "@common/spreadsheets/spreadsheet-import";
import { RowErrorList } from "@web/components/imports/row-error-list";
import { Label } from "@web/components/ui/label";
import { NativeSelect } from "@web/components/ui/native-select";

/** What a row of each kind of file is, one and many. */
export const kindNouns: Record<SpreadsheetKind, [string, string]> = {
  certifications: ["certification", "certifications"],
  credits: ["credit", "credits"],
};

const existingLabels: Record<ExistingChoice, string> = {
  skip: "Skip them, leaving them as they are",
  update: "Update them with the file's columns",
};

/** The lines of the rows already in CertMinder, as many as the check lists. */
function existingLinesText(result: DryRun): string {
  const more = result.existing - result.existingLines.length;
  const lines = result.existingLines.join(", ");
  return `${result.existingLines.length === 1 ? "Line" : "Lines"} ${lines}${more > 0 ? ` and ${more} more` : ""}.`;
}

/**
 * What the dry run found: how many would be created, how many are already in CertMinder (with
 * the choice of skipping or updating them), the free plan's limit, the problems.
 */
export function SpreadsheetCheckResult({
  kind,
  result,
  existing,
  onExistingChange,
}: {
  kind: SpreadsheetKind;
  result: DryRun;
  existing: ExistingChoice;
  onExistingChange: (choice: ExistingChoice) => void;
}) {
  const [one, other] = kindNouns[kind];
  const problemRows = new Set(result.errors.map((error) => error.line)).size;
  return (
    <div className="grid gap-2">
      <p className="text-sm">
        {countOf(result.rows, "row", "rows")} checked:{" "}
        {countOf(result.valid - result.existing, one, other)} ready to import
        {result.existing > 0 && `, ${result.existing} already in CertMinder`}
        {result.errorCount > 0 &&
          `, ${countOf(problemRows, "row", "rows")} with problems to fix first`}
        .
      </p>
      {result.overLimit > 0 && result.limit !== null && (
        <p className="text-sm text-destructive">
          The free plan holds up to {countOf(result.limit, one, other)}: {result.overLimit} of these
          would be over it. Upgrade to premium to import them all.
        </p>
      )}
      {result.existing > 0 && (
        <div className="grid max-w-sm gap-1.5">
          <Label htmlFor="spreadsheet-existing">{result.existing} already in CertMinder</Label>
          <NativeSelect
            id="spreadsheet-existing"
            value={existing}
            aria-describedby="spreadsheet-existing-lines"
            onChange={(event) => onExistingChange(event.target.value as ExistingChoice)}
          >
            {existingChoices.map((choice) => (
              <option key={choice} value={choice}>
                {existingLabels[choice]}
              </option>
            ))}
          </NativeSelect>
          <p id="spreadsheet-existing-lines" className="text-sm text-muted-foreground">
            {existingLinesText(result)}
          </p>
        </div>
      )}
      <RowErrorList errors={result.errors} total={result.errorCount} />
    </div>
  );
}
