import type {
  CertificationListQuery,
  CertificationStatus,
} from "@common/certifications/certification";
import type { DeadlineStatus } from "@common/certifications/deadline-status";
import { useFoldedFilters } from "@web/components/forms/filters-toggle";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { FilterFields } from "./certification-filter-fields";
import { firstCertificationListQuery } from "./certifications-api";

export type CertificationFilterValues = {
  search: string;
  status: CertificationStatus | null;
  progress: DeadlineStatus | null;
  sort: CertificationListQuery["sort"];
};

export const noCertificationFilters: CertificationFilterValues = {
  search: "",
  status: null,
  progress: null,
  sort: firstCertificationListQuery.sort,
};

/** How many of the three filters (status, progress, sort) differ from the unfiltered list. */
function activeFilterCount({ status, progress, sort }: CertificationFilterValues): number {
  return [
    status !== noCertificationFilters.status,
    progress !== noCertificationFilters.progress,
    sort !== noCertificationFilters.sort,
  ].filter(Boolean).length;
}

export type FilterProps = {
  value: CertificationFilterValues;
  onChange: (value: CertificationFilterValues) => void;
};

/**
 * Search, status and progress filters, and the sort; the server applies them all. On a phone
 * the three filters fold behind one Filters button (with how many are set), so the list
 * starts on the first screen; search stays in view.
 */
export function CertificationFilters({ value, onChange }: FilterProps) {
  const folded = useFoldedFilters(activeFilterCount(value), "sm:grid-cols-3");
  return (
    <search
      data-tour="certifications-filters"
      className="grid min-w-0 gap-3 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]"
    >
      <div className="flex min-w-0 items-end gap-2">
        <FormField label="Search" className="min-w-0 flex-1">
          {(control) => (
            <Input
              {...control}
              type="search"
              placeholder="Name or provider"
              value={value.search}
              onChange={(event) => onChange({ ...value, search: event.target.value })}
            />
          )}
        </FormField>
        {folded.toggle}
      </div>
      <div {...folded.panel}>
        <FilterFields value={value} onChange={onChange} />
      </div>
    </search>
  );
}
