import {
  type ColumnMapping,
  type SpreadsheetKind,
  spreadsheetFields,
} from "@common/spreadsheets/spreadsheet-columns";
import { certificationRow, creditRow, previewValues } from "@common/spreadsheets/spreadsheet-rows";
import type { DateOrder } from "@common/spreadsheets/spreadsheet-values";
import type { PickedSpreadsheet } from "./spreadsheet-file";

/** The first rows of the file as they would be imported, or each row's problems. */
export function SpreadsheetPreview({
  kind,
  sheet,
  mapping,
  dateOrder,
}: {
  kind: SpreadsheetKind;
  sheet: PickedSpreadsheet;
  mapping: ColumnMapping;
  dateOrder: DateOrder;
}) {
  const fields = spreadsheetFields[kind].filter((field) => mapping[field.key]);
  const today = new Date().toLocaleDateString("en-CA");
  const rows = sheet.firstRows.map((row) => {
    const cells = (header: string) => row.cells[sheet.headers.indexOf(header)] ?? "";
    const reading =
      kind === "certifications"
        ? certificationRow(mapping, cells, dateOrder)
        : creditRow(mapping, cells, dateOrder, today);
    return { line: row.line, reading };
  });
  return (
    <section aria-labelledby="spreadsheet-preview-title" className="grid min-w-0 gap-2">
      <h3 id="spreadsheet-preview-title" className="font-medium">
        Preview of the first rows
      </h3>
      <div className="overflow-x-auto rounded-md border">
        <table className="w-full text-left text-sm">
          <thead className="bg-muted/50">
            <tr>
              <th scope="col" className="px-3 py-2 font-medium">
                Line
              </th>
              {fields.map((field) => (
                <th key={field.key} scope="col" className="px-3 py-2 font-medium whitespace-nowrap">
                  {field.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map(({ line, reading }) => {
              const values = reading.ok ? previewValues(reading.input) : null;
              return (
                <tr key={line} className="border-t align-top">
                  <th scope="row" className="px-3 py-2 font-normal">
                    {line}
                  </th>
                  {values ? (
                    fields.map((field) => (
                      <td key={field.key} className="max-w-60 truncate px-3 py-2">
                        {values[field.key]}
                      </td>
                    ))
                  ) : (
                    <td colSpan={fields.length} className="px-3 py-2 text-destructive">
                      {reading.ok
                        ? null
                        : reading.problems
                            .map((problem) => `${problem.column}: ${problem.message}`)
                            .join(". ")}
                    </td>
                  )}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}
