import { feedbackStatusLabels, feedbackTypeLabels } from "@common/feedback";
import type { FilterChoice } from "@web/components/lists/choice-filter";
import { SearchAndChoices } from "@web/components/lists/search-and-choices";
import type { TriageFilters } from "./triage-filters";

const triageChoices: FilterChoice<TriageFilters>[] = [
  { name: "status", label: "Status", options: feedbackStatusLabels, anyLabel: "All statuses" },
  { name: "type", label: "Type", options: feedbackTypeLabels, anyLabel: "All types" },
];

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
    <SearchAndChoices
      label="Find feedback"
      layout="sm:grid-cols-2 md:grid-cols-4"
      searchLayout="sm:col-span-2"
      placeholder="Subject or message"
      filters={filters}
      onChange={onChange}
      choices={triageChoices}
    />
  );
}
