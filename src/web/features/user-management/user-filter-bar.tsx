import { FilterBar } from "@web/components/lists/filter-bar";
import { FormField } from "@web/components/ui/form-field";
import { NativeSelect } from "@web/components/ui/native-select";
import type { UserFilters } from "./user-filters";

export type UserFilterChange = (change: Partial<UserFilters>) => void;

type Choice<Value extends string> = { value: Value; label: string };

function FilterSelect<Value extends string>({
  label,
  value,
  choices,
  onChange,
}: {
  label: string;
  value: Value | null;
  choices: Choice<Value>[];
  onChange: (value: Value | null) => void;
}) {
  return (
    <FormField label={label}>
      {(control) => (
        <NativeSelect
          {...control}
          value={value ?? ""}
          onChange={(event) =>
            onChange(choices.find((choice) => choice.value === event.target.value)?.value ?? null)
          }
        >
          <option value="">All</option>
          {choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </NativeSelect>
      )}
    </FormField>
  );
}

/**
 * The search always in view (saved to the address once typing pauses); status, plan and role
 * beside it from 768 px, behind a Filters button on a phone (decision 018).
 */
export function UserFilterBar({
  filters,
  onChange,
}: {
  filters: UserFilters;
  onChange: UserFilterChange;
}) {
  return (
    <FilterBar
      label="Find users"
      search={{
        value: filters.search,
        placeholder: "Name, username or email",
        onSearch: (search) => onChange({ search }),
      }}
      active={[filters.status, filters.plan, filters.role].filter(Boolean).length}
    >
      <FilterSelect
        label="Status"
        value={filters.status}
        choices={[
          { value: "enabled", label: "Enabled" },
          { value: "disabled", label: "Disabled" },
        ]}
        onChange={(status) => onChange({ status })}
      />
      <FilterSelect
        label="Plan"
        value={filters.plan}
        choices={[
          { value: "premium", label: "Premium" },
          { value: "free", label: "Free" },
        ]}
        onChange={(plan) => onChange({ plan })}
      />
      <FilterSelect
        label="Role"
        value={filters.role}
        choices={[
          { value: "administrator", label: "Administrators" },
          { value: "user", label: "Users" },
        ]}
        onChange={(role) => onChange({ role })}
      />
    </FilterBar>
  );
}
