import {
  certificationStatuses,
  certificationStatusLabels,
} from "@common/certifications/certification";
import { deadlineStatuses } from "@common/certifications/deadline-status";
import { ChoiceFilter } from "@web/components/lists/choice-filter";
import { FormField } from "@web/components/ui/form-field";
import { NativeSelect } from "@web/components/ui/native-select";
import type { FilterProps } from "./certification-filters";

/** The status and progress filters and the sort. */
export function FilterFields({ value, onChange }: FilterProps) {
  return (
    <>
      <ChoiceFilter
        label="Status"
        value={value.status}
        values={certificationStatuses}
        labels={certificationStatusLabels}
        anyLabel="All"
        onChange={(status) => onChange({ ...value, status })}
      />
      <ChoiceFilter
        label="Progress"
        value={value.progress}
        values={deadlineStatuses}
        anyLabel="All"
        onChange={(progress) => onChange({ ...value, progress })}
      />
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
