import type {
  CertificationListQuery,
  CertificationStatus,
} from "@common/certifications/certification";
import { type DeadlineStatus, deadlineStatuses } from "@common/certifications/deadline-status";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { NativeSelect } from "@web/components/ui/native-select";
import { isCertificationStatus } from "./certification-labels";
import { CertificationStatusOptions } from "./certification-status-options";

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
  sort: "deadline",
};

function isDeadlineStatus(value: string): value is DeadlineStatus {
  return (deadlineStatuses as readonly string[]).includes(value);
}

/** Search, status and progress filters, and the sort; the server applies them all. */
export function CertificationFilters({
  value,
  onChange,
}: {
  value: CertificationFilterValues;
  onChange: (value: CertificationFilterValues) => void;
}) {
  return (
    <search
      data-tour="certifications-filters"
      className="grid min-w-0 gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))]"
    >
      <FormField label="Search">
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
      <FormField label="Status">
        {(control) => (
          <NativeSelect
            {...control}
            value={value.status ?? ""}
            onChange={({ target }) =>
              onChange({
                ...value,
                status: isCertificationStatus(target.value) ? target.value : null,
              })
            }
          >
            <option value="">All</option>
            <CertificationStatusOptions />
          </NativeSelect>
        )}
      </FormField>
      <FormField label="Progress">
        {(control) => (
          <NativeSelect
            {...control}
            value={value.progress ?? ""}
            onChange={({ target }) =>
              onChange({ ...value, progress: isDeadlineStatus(target.value) ? target.value : null })
            }
          >
            <option value="">All</option>
            {deadlineStatuses.map((status) => (
              <option key={status} value={status}>
                {status}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <FormField label="Sort by">
        {(control) => (
          <NativeSelect
            {...control}
            value={value.sort}
            onChange={({ target }) =>
              onChange({ ...value, sort: target.value === "name" ? "name" : "deadline" })
            }
          >
            <option value="deadline">Deadline</option>
            <option value="name">Name</option>
          </NativeSelect>
        )}
      </FormField>
    </search>
  );
}
