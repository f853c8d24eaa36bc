import { feedbackCategoryLabels, feedbackStatusLabels, feedbackTypeLabels } from "@common/feedback";
import type { FilterChoice } from "@web/components/lists/choice-filter";
import { SearchAndChoices } from "@web/components/lists/search-and-choices";
import { Button } from "@web/components/ui/button";
import type { TriageFilters } from "./triage-filters";

const triageChoices: FilterChoice<TriageFilters>[] = [
  { name: "status", label: "Status", options: feedbackStatusLabels, anyLabel: "All statuses" },
  { name: "type", label: "Type", options: feedbackTypeLabels, anyLabel: "All types" },
  {
    name: "category",
    label: "Category",
    options: feedbackCategoryLabels,
    anyLabel: "All categories",
  },
];

export type TriageFilterChange = (change: Partial<Omit<TriageFilters, "page">>) => void;

/**
 * Status, type, category and a search in the subject and message; one row from 1024 px. A list
 * narrowed to one rule set's reports says so, with the way back to all feedback.
 */
export function TriageFilterBar({
  filters,
  onChange,
}: {
  filters: TriageFilters;
  onChange: TriageFilterChange;
}) {
  return (
    <div className="grid min-w-0 gap-3">
      <SearchAndChoices
        label="Find feedback"
        layout="sm:grid-cols-2 lg:grid-cols-5"
        searchLayout="sm:col-span-2"
        placeholder="Subject or message"
        filters={filters}
        onChange={onChange}
        choices={triageChoices}
      />
      {filters.ruleSet && (
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <span>
            Only reports against the rule set <code>{filters.ruleSet}</code>
          </span>
          <Button variant="link" size="sm" onClick={() => onChange({ ruleSet: null })}>
            Show every rule set
          </Button>
        </p>
      )}
    </div>
  );
}
