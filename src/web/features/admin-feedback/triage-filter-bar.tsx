import {
  feedbackStatuses,
  feedbackStatusLabels,
  feedbackTypeLabels,
  feedbackTypes,
} from "@common/feedback";
import { ChoiceFilter } from "@web/components/lists/choice-filter";
import { SearchField } from "@web/components/lists/search-field";
import type { TriageFilters } from "./triage-filters";

export type TriageFilterChange = (change: Partial<Omit<TriageFilters, "page">>) => void;

/** Status, type and a search in the subject and message; three fields, one row from 768 px. */
export function TriageFilterBar({
  filters,
  onChange,
}: {
  filters: TriageFilters;
  onChange: TriageFilterChange;
}) {
  return (
    <search aria-label="Find feedback" className="grid min-w-0 gap-3 sm:grid-cols-2 md:grid-cols-4">
      <SearchField
        className="min-w-0 sm:col-span-2"
        value={filters.search}
        placeholder="Subject or message"
        onSearch={(search) => onChange({ search })}
      />
      <ChoiceFilter
        label="Status"
        className="min-w-0"
        value={filters.status}
        values={feedbackStatuses}
        labels={feedbackStatusLabels}
        anyLabel="All statuses"
        onChange={(status) => onChange({ status })}
      />
      <ChoiceFilter
        label="Type"
        className="min-w-0"
        value={filters.type}
        values={feedbackTypes}
        labels={feedbackTypeLabels}
        anyLabel="All types"
        onChange={(type) => onChange({ type })}
      />
    </search>
  );
}
