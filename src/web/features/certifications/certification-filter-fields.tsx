import { type DeadlineStatus, deadlineStatuses } from "@common/certifications/deadline-status";
import { FormField } from "@web/components/ui/form-field";
import { NativeSelect } from "@web/components/ui/native-select";
import type { FilterProps } from "./certification-filters";
import { isCertificationStatus } from "./certification-labels";
import { CertificationStatusOptions } from "./certification-status-options";

function isDeadlineStatus(value: string): value is DeadlineStatus {
  return (deadlineStatuses as readonly string[]).includes(value);
}

/** The status and progress filters and the sort. */
export function FilterFields({ value, onChange }: FilterProps) {
  return (
    <>
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
    </>
  );
}
