import { countOf } from "@common/plural";
import type { ImportProgress, RowError } from "@common/spreadsheets/spreadsheet-import";
import { Progress } from "@web/components/ui/progress";
import { RowErrorList } from "./row-error-list";

/** Where an import stands: under way, done with its counts, or refused with the rows why. */
export type Importing =
  | { state: "running"; done: number; total: number }
  | ({ state: "created" } & Extract<ImportProgress, { created: number }>)
  | { state: "failed"; message: string; errors: RowError[] };

/** What is imported, one and several: ["credit", "credits"]. */
export type ImportNoun = readonly [string, string];

/**
 * The import's progress bar while it runs, then what it did ("Imported 2 credits. Updated 1
 * credit.", rows left as they were said by `leftAsTheyWere`), or why it was refused.
 */
export function ImportStatus({
  importing,
  noun,
  leftAsTheyWere,
}: {
  importing: Importing;
  noun: ImportNoun;
  /** "Left 3 credits already in CertMinder as they were." for `counted` "3 credits". */
  leftAsTheyWere: (counted: string) => string;
}) {
  if (importing.state === "running") {
    const percent = importing.total > 0 ? (importing.done / importing.total) * 100 : 0;
    return (
      <div className="grid gap-2">
        <Progress value={percent} label="Import progress" />
        <p className="text-sm">
          Importing… {importing.done} of {importing.total}
        </p>
      </div>
    );
  }
  if (importing.state === "created") {
    const { created, updated, skipped } = importing;
    const said = [
      created > 0 || updated + skipped === 0 ? `Imported ${countOf(created, ...noun)}.` : "",
      updated > 0 ? `Updated ${countOf(updated, ...noun)}.` : "",
      skipped > 0 ? leftAsTheyWere(countOf(skipped, ...noun)) : "",
    ];
    return <p className="text-sm font-medium">{said.filter(Boolean).join(" ")}</p>;
  }
  return (
    <div className="grid gap-2">
      <p className="text-sm text-destructive">{importing.message}</p>
      <RowErrorList errors={importing.errors} total={importing.errors.length} />
    </div>
  );
}

/** "Import 2 credits", "Import 1 credit and update 3", "Update 3 credits". */
export function importAction(noun: ImportNoun, adding: number, updating: number): string {
  if (adding === 0) return `Update ${countOf(updating, ...noun)}`;
  return `Import ${countOf(adding, ...noun)}${updating > 0 ? ` and update ${updating}` : ""}`;
}
