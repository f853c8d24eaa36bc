import { certificationStatusLabels } from "@common/certifications/certification";
import { deadlineStatuses } from "@common/certifications/deadline-status";
import { ChoiceFilters, type FilterChoice } from "@web/components/lists/choice-filter";
import { FormField } from "@web/components/ui/form-field";
import { NativeSelect } from "@web/components/ui/native-select";
import type { CertificationFilterValues, FilterProps } from "./certification-filters";

const certificationChoices: FilterChoice<CertificationFilterValues>[] = [
  { name: "status", label: "Status", options: certificationStatusLabels, anyLabel: "All" },
  { name: "progress", label: "Progress", options: deadlineStatuses, anyLabel: "All" },
];

/** The status and progress filters and the sort. */
export function FilterFields({ value, onChange }: FilterProps) {
  return (
    <>
      <ChoiceFilters
        filters={value}
        onChange={(change) => onChange({ ...value, ...change })}
        choices={certificationChoices}
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
