import { SearchAndChoices } from "@web/components/lists/search-and-choices";
import { categoryChoice } from "@web/components/opportunities/category-choice";
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
    <SearchAndChoices
      label="Find opportunities in the catalog"
      layout="grid-cols-2 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]"
      searchLayout="col-span-2 md:col-span-1"
      placeholder="Title, provider or topic"
      filters={filters}
      onChange={onChange}
      choices={[
        categoryChoice(categories.data, filters.category),
        { name: "status", label: "Status", options: catalogStatusLabels, anyLabel: "All" },
      ]}
    />
  );
}
