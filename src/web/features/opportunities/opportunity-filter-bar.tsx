import { FilterBar } from "@web/components/lists/filter-bar";
import { GapSwitch } from "./gap-switch";
import { type FilterChange, OpportunityFilterFields } from "./opportunity-filter-fields";
import type { OpportunityFilters } from "./opportunity-filters";

/** How many of the folded filters are set, for the phone's Filters button. */
function foldedFilterCount(filters: OpportunityFilters): number {
  return [
    filters.category,
    filters.format,
    filters.minCredits,
    filters.maxCredits,
    filters.cost,
    filters.startingFrom,
  ].filter((value) => value !== null).length;
}

/**
 * Search and "Matches my gaps" always in view; the six filters beside them from 768 px, and
 * behind a Filters button on a phone (decision 018), so the first card shows on the first screen.
 */
export function OpportunityFilterBar({
  filters,
  onChange,
}: {
  filters: OpportunityFilters;
  onChange: FilterChange;
}) {
  return (
    <FilterBar
      label="Find opportunities"
      search={{
        value: filters.search,
        placeholder: "Title, provider or topic",
        onSearch: (search) => onChange({ search }),
      }}
      beside={
        <GapSwitch checked={filters.gapsOnly} onChange={(gapsOnly) => onChange({ gapsOnly })} />
      }
      active={foldedFilterCount(filters)}
      columns="grid-cols-2 md:grid-cols-3 2xl:grid-cols-6"
    >
      <OpportunityFilterFields filters={filters} onChange={onChange} />
    </FilterBar>
  );
}
