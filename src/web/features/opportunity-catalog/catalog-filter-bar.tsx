import { catalogStatuses } from "@common/opportunities";
import { ChoiceFilter } from "@web/components/lists/choice-filter";
import { SearchField } from "@web/components/lists/search-field";
import { FormField } from "@web/components/ui/form-field";
import { NativeSelect } from "@web/components/ui/native-select";
import type { CatalogFilters } from "./catalog-filters";
import { useCatalogCategories } from "./use-catalog";

const catalogStatusLabels = { current: "Current", finished: "Finished" } as const;

export type CatalogFilterChange = (change: Partial<CatalogFilters>) => void;

/** Search, category and current/finished; on a phone they stack, search first. */
export function CatalogFilterBar({
  filters,
  onChange,
}: {
  filters: CatalogFilters;
  onChange: CatalogFilterChange;
}) {
  const categories = useCatalogCategories();
  // A category in the address the catalog no longer has stays choosable, so the select shows it.
  const offered = categories.data ?? [];
  const shown =
    filters.category && !offered.includes(filters.category)
      ? [filters.category, ...offered]
      : offered;
  return (
    <search
      aria-label="Find opportunities in the catalog"
      className="grid min-w-0 grid-cols-2 gap-3 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]"
    >
      <SearchField
        className="col-span-2 min-w-0 md:col-span-1"
        value={filters.search}
        placeholder="Title, provider or topic"
        onSearch={(search) => onChange({ search })}
      />
      <FormField label="Category" className="min-w-0">
        {(control) => (
          <NativeSelect
            {...control}
            value={filters.category ?? ""}
            onChange={(event) => onChange({ category: event.target.value || null })}
          >
            <option value="">All categories</option>
            {shown.map((category) => (
              <option key={category} value={category}>
                {category}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <ChoiceFilter
        label="Status"
        className="min-w-0"
        value={filters.status}
        values={catalogStatuses}
        labels={catalogStatusLabels}
        anyLabel="All"
        onChange={(status) => onChange({ status })}
      />
    </search>
  );
}
