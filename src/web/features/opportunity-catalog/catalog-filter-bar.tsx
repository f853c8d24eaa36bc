import { catalogStatuses } from "@common/opportunities";
import { ChoiceFilter, offeredWith } from "@web/components/lists/choice-filter";
import { SearchField } from "@web/components/lists/search-field";
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
      <ChoiceFilter
        label="Category"
        className="min-w-0"
        value={filters.category}
        values={offeredWith(categories.data, filters.category)}
        anyLabel="All categories"
        onChange={(category) => onChange({ category })}
      />
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
