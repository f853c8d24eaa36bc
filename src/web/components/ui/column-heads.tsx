import { cn } from "@web/lib/cn";

/**
 * A column's heading: its name, or `{ name, right }` for a column aligned right like its figures,
 * `{ name, unseen }` for one named only to screen readers (a column of buttons).
 */
export type ColumnHead = string | { name: string; right?: boolean; unseen?: boolean };

/**
 * The heading row of a table ruled under each row: one `scope="col"` heading per column,
 * spaced from the next one (the last ends flush with the table).
 */
export function ColumnHeads({ columns }: { columns: readonly ColumnHead[] }) {
  return (
    <tr className="border-b">
      {columns.map((column, index) => {
        const { name, right, unseen } = typeof column === "string" ? { name: column } : column;
        return (
          <th
            key={name}
            scope="col"
            className={cn(
              "py-2 font-medium",
              index < columns.length - 1 && "pr-3",
              right && "text-right",
            )}
          >
            {unseen ? <span className="sr-only">{name}</span> : name}
          </th>
        );
      })}
    </tr>
  );
}
