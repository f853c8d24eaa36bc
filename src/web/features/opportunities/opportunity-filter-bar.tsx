import { FiltersToggle } from "@web/components/forms/filters-toggle";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { useSettledText } from "@web/hooks/use-settled-text";
import { cn } from "@web/lib/cn";
import { useId, useState } from "react";
import { GapSwitch } from "./gap-switch";
import { type FilterChange, OpportunityFilterFields } from "./opportunity-filter-fields";
import type { OpportunityFilters } from "./opportunity-filters";

const searchDelayMs = 300;

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
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const folded = foldedFilterCount(filters);
  const [search, setSearch] = useSettledText(filters.search, (text) => onChange({ search: text }), {
    delayMs: searchDelayMs,
    normalize: (text) => text.trim(),
  });
  return (
    <search aria-label="Find opportunities" className="grid min-w-0 gap-3">
      <div className="flex min-w-0 flex-wrap items-end gap-x-4 gap-y-3">
        <FormField label="Search" className="min-w-0 flex-1 basis-64">
          {(control) => (
            <Input
              {...control}
              type="search"
              placeholder="Title, provider or topic"
              maxLength={200}
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
          )}
        </FormField>
        <div className="flex h-10 items-center gap-2">
          <GapSwitch checked={filters.gapsOnly} onChange={(gapsOnly) => onChange({ gapsOnly })} />
          <FiltersToggle
            open={open}
            onToggle={() => setOpen(!open)}
            panelId={panelId}
            active={folded}
          />
        </div>
      </div>
      <div
        id={panelId}
        className={cn(
          "min-w-0 grid-cols-2 gap-3 md:grid md:grid-cols-3 2xl:grid-cols-6",
          open ? "grid" : "hidden",
        )}
      >
        <OpportunityFilterFields filters={filters} onChange={onChange} />
      </div>
    </search>
  );
}
