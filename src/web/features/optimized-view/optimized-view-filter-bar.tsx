import {
  certificationStatuses,
  certificationStatusLabels,
} from "@common/certifications/certification";
import { deadlineStatuses } from "@common/certifications/deadline-status";
import type { OptimizedViewFilters } from "@common/optimized-view";
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
      <FormField label="Status">
        {(control) => (
          <NativeSelect
            {...control}
            value={filters.status ?? ""}
            onChange={(event) =>
              onChange({
                status: certificationStatuses.find((status) => status === event.target.value),
              })
            }
          >
            <option value="">Any status</option>
            {certificationStatuses.map((status) => (
              <option key={status} value={status}>
                {certificationStatusLabels[status]}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <FormField label="Progress">
        {(control) => (
          <NativeSelect
            {...control}
            value={filters.progress ?? ""}
            onChange={(event) =>
              onChange({
                progress: deadlineStatuses.find((status) => status === event.target.value),
              })
            }
          >
            <option value="">Any progress</option>
            {deadlineStatuses.map((status) => (
              <option key={status} value={status}>
                {status}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
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
