import { cn } from "@web/lib/cn";
import { ChoiceFilters, type FilterChoice } from "./choice-filter";
import { SearchField } from "./search-field";

/**
 * A list's search and its two or three choice filters, all in view at every width (no Filters
 * button to unfold): `layout` sets the grid's columns and `searchLayout` the search's place in it.
 */
export function SearchAndChoices<Filters extends { search: string }>({
  label,
  layout,
  searchLayout,
  placeholder,
  filters,
  onChange,
  choices,
  autoFocus,
}: {
  /** The name of the filters' landmark: "Find feedback". */
  label: string;
  layout: string;
  searchLayout: string;
  placeholder: string;
  filters: Filters;
  onChange: (change: Partial<Filters>) => void;
  choices: readonly FilterChoice<Filters>[];
  /** The search takes the focus when it shows. */
  autoFocus?: boolean;
}) {
  return (
    <search aria-label={label} className={cn("grid min-w-0 gap-3", layout)}>
      <SearchField
        className={cn("min-w-0", searchLayout)}
        value={filters.search}
        placeholder={placeholder}
        autoFocus={autoFocus}
        onSearch={(search) => onChange({ search } as Partial<Filters>)}
      />
      <ChoiceFilters filters={filters} onChange={onChange} className="min-w-0" choices={choices} />
    </search>
  );
}
