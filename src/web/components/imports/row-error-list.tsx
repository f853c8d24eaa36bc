import { countOf } from "@common/plural";
import type { RowError } from "@common/spreadsheets/spreadsheet-import";

/** Every problem an import's check found, each with its line as the file numbers it. */
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
