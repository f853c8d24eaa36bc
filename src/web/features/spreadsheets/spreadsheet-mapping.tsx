import {
  type ColumnMapping,
  type SpreadsheetKind,
  spreadsheetFields,
} from "@common/spreadsheets/spreadsheet-columns";
import { Label } from "@web/components/ui/label";
import { NativeSelect } from "@web/components/ui/native-select";

const notImported = "";

/** Each CertMinder field and the column of the file it is read from; required ones marked. */
export function SpreadsheetMapping({
  kind,
  headers,
  mapping,
  onChange,
}: {
  kind: SpreadsheetKind;
  headers: string[];
  mapping: ColumnMapping;
  onChange: (key: string, header: string | null) => void;
}) {
  const named = headers.filter((header) => header !== "");
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-2 font-medium">Columns</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {spreadsheetFields[kind].map((field) => {
          const id = `spreadsheet-column-${field.key}`;
          return (
            <div key={field.key} className="grid gap-1.5">
              <Label htmlFor={id}>
                {field.header}
                {field.required && <span className="text-destructive"> (required)</span>}
              </Label>
              <NativeSelect
                id={id}
                value={mapping[field.key] ?? notImported}
                onChange={(event) => onChange(field.key, event.target.value || null)}
              >
                <option value={notImported}>Not imported</option>
                {named.map((header) => (
                  <option key={header} value={header}>
                    {header}
                  </option>
                ))}
              </NativeSelect>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
