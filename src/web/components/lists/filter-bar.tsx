import { useFoldedFilters } from "@web/components/forms/filters-toggle";
import { cn } from "@web/lib/cn";
import type { ReactNode } from "react";
import { SearchField } from "./search-field";

/**
 * A list's filters: the search (when the list has one) and `beside` always in view; the other
 * filters (`children`) shown from 768 px and folded behind a Filters button on a phone (decision
 * 018), so the first rows show on the first screen.
 */
export function FilterBar({
  label,
  search,
  beside,
  active,
  columns = "grid-cols-1 sm:grid-cols-3",
  children,
}: {
  /** The name of the filters' landmark: "Find users". */
  label: string;
  search?: { value: string; placeholder: string; onSearch: (search: string) => void };
  beside?: ReactNode;
  /** How many of the folded filters are set, for the Filters button. */
  active: number;
  /** The folded filters' grid columns at each width. */
  columns?: string;
  children: ReactNode;
}) {
  const folded = useFoldedFilters(active, columns);
  const toggle = (
    <div className={cn("flex h-10 items-center gap-2", !beside && "md:hidden")}>
      {beside}
      {folded.toggle}
    </div>
  );
  return (
    <search aria-label={label} className="grid min-w-0 gap-3">
      {search ? (
        <div className="flex min-w-0 flex-wrap items-end gap-x-4 gap-y-3">
          <SearchField
            className="min-w-0 flex-1 basis-64"
            value={search.value}
            placeholder={search.placeholder}
            onSearch={search.onSearch}
          />
          {toggle}
        </div>
      ) : (
        toggle
      )}
      <div {...folded.panel}>{children}</div>
    </search>
  );
}
