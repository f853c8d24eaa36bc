import { countOf } from "@common/plural";
import type { SpreadsheetKind } from "@common/spreadsheets/spreadsheet-columns";
import type { DryRun, RowError } from "@common/spreadsheets/spreadsheet-import";

/** What a row of each kind of file is, one and many. */
export const kindNouns: Record<SpreadsheetKind, [string, string]> = {
  certifications: ["certification", "certifications"],
  credits: ["credit", "credits"],
};

/** Every problem found, each with its line as the spreadsheet shows it. */
export function RowErrorList({ errors, total }: { errors: RowError[]; total: number }) {
  if (errors.length === 0) return null;
  return (
    <div className="grid gap-1">
      <ul className="grid max-h-72 gap-1 overflow-y-auto text-sm text-destructive">
        {errors.map((error) => (
          <li key={`${error.line} ${error.column} ${error.message}`}>
            Line {error.line}, {error.column}: {error.message}
          </li>
        ))}
      </ul>
      {total > errors.length && (
        <p className="text-sm text-muted-foreground">
          And {countOf(total - errors.length, "more problem", "more problems")}.
        </p>
      )}
    </div>
  );
}

/** What the dry run found: how many would be created, the free plan's limit, the problems. */
export function SpreadsheetCheckResult({
  kind,
  result,
}: {
  kind: SpreadsheetKind;
  result: DryRun;
}) {
  const [one, other] = kindNouns[kind];
  const problemRows = new Set(result.errors.map((error) => error.line)).size;
  return (
    <div className="grid gap-2">
      <p className="text-sm">
        {countOf(result.rows, "row", "rows")} checked: {countOf(result.valid, one, other)} ready to
        import
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
      <RowErrorList errors={result.errors} total={result.errorCount} />
    </div>
  );
}
