import {
  feedbackStatuses,
  feedbackStatusLabels,
  feedbackTypeLabels,
  feedbackTypes,
} from "@common/feedback";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { NativeSelect } from "@web/components/ui/native-select";
import { useSettledText } from "@web/hooks/use-settled-text";
import type { TriageFilters } from "./triage-filters";

const searchDelayMs = 300;

export type TriageFilterChange = (change: Partial<Omit<TriageFilters, "page">>) => void;

/** Status, type and a search in the subject and message; three fields, one row from 768 px. */
export function TriageFilterBar({
  filters,
  onChange,
}: {
  filters: TriageFilters;
  onChange: TriageFilterChange;
}) {
  const [search, setSearch] = useSettledText(filters.search, (text) => onChange({ search: text }), {
    delayMs: searchDelayMs,
    normalize: (text) => text.trim(),
  });
  return (
    <search aria-label="Find feedback" className="grid min-w-0 gap-3 sm:grid-cols-2 md:grid-cols-4">
      <FormField label="Search" className="min-w-0 sm:col-span-2">
        {(control) => (
          <Input
            {...control}
            type="search"
            placeholder="Subject or message"
            maxLength={200}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        )}
      </FormField>
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
