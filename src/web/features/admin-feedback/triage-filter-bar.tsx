import {
  feedbackStatuses,
  feedbackStatusLabels,
  feedbackTypeLabels,
  feedbackTypes,
} from "@common/feedback";
import { SearchField } from "@web/components/lists/search-field";
import { FormField } from "@web/components/ui/form-field";
import { NativeSelect } from "@web/components/ui/native-select";
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
      <FormField label="Status" className="min-w-0">
        {(control) => (
          <NativeSelect
            {...control}
            value={filters.status ?? ""}
            onChange={(event) =>
              onChange({
                status: feedbackStatuses.find((status) => status === event.target.value) ?? null,
              })
            }
          >
            <option value="">All statuses</option>
            {feedbackStatuses.map((status) => (
              <option key={status} value={status}>
                {feedbackStatusLabels[status]}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <FormField label="Type" className="min-w-0">
        {(control) => (
          <NativeSelect
            {...control}
            value={filters.type ?? ""}
            onChange={(event) =>
              onChange({ type: feedbackTypes.find((type) => type === event.target.value) ?? null })
            }
          >
            <option value="">All types</option>
            {feedbackTypes.map((type) => (
              <option key={type} value={type}>
                {feedbackTypeLabels[type]}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
    </search>
  );
}
