import {
  certificationStatuses,
  certificationStatusLabels,
} from "@common/certifications/certification";
import { deadlineStatuses } from "@common/certifications/deadline-status";
import type { OptimizedViewFilters } from "@common/optimized-view";
import { ChoiceFilter } from "@web/components/lists/choice-filter";
import { FilterBar } from "@web/components/lists/filter-bar";
import { FormField } from "@web/components/ui/form-field";
import { NativeSelect } from "@web/components/ui/native-select";

export type FilterChange = (change: Partial<OptimizedViewFilters>) => void;

const expiringChoices = [7, 30, 60, 90, 180, 365];

/** Search always in view; status, deadline status and expiry beside it, or folded on a phone. */
export function OptimizedViewFilterBar({
  filters,
  onChange,
}: {
  filters: OptimizedViewFilters;
  onChange: FilterChange;
}) {
  const folded = [filters.status, filters.progress, filters.expiringWithin].filter(
    (value) => value !== undefined,
  ).length;
  return (
    <FilterBar
      label="Find certifications"
      search={{
        value: filters.search ?? "",
        placeholder: "Holder, email, certification or provider",
        onSearch: (search) => onChange({ search: search || undefined }),
      }}
      active={folded}
    >
      <ChoiceFilter
        label="Status"
        value={filters.status}
        values={certificationStatuses}
        labels={certificationStatusLabels}
        anyLabel="Any status"
        onChange={(status) => onChange({ status: status ?? undefined })}
      />
      <ChoiceFilter
        label="Progress"
        value={filters.progress}
        values={deadlineStatuses}
        anyLabel="Any progress"
        onChange={(progress) => onChange({ progress: progress ?? undefined })}
      />
      <FormField label="Expiring within">
        {(control) => (
          <NativeSelect
            {...control}
            value={filters.expiringWithin === undefined ? "" : String(filters.expiringWithin)}
            onChange={(event) =>
              onChange({
                expiringWithin: event.target.value === "" ? undefined : Number(event.target.value),
              })
            }
          >
            <option value="">Any time</option>
            {/* An address may hold another number of days: it is offered as it is. */}
            {filters.expiringWithin !== undefined &&
              !expiringChoices.includes(filters.expiringWithin) && (
                <option value={filters.expiringWithin}>{filters.expiringWithin} days</option>
              )}
            {expiringChoices.map((days) => (
              <option key={days} value={days}>
                {days} days
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
    </FilterBar>
  );
}
