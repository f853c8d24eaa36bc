import { ChoiceFilters, type FilterChoice } from "@web/components/lists/choice-filter";
import { FilterBar } from "@web/components/lists/filter-bar";
import type { UserFilters } from "./user-filters";

/** Each filter's values as they read, in the order the API names them. */
const userChoices: FilterChoice<UserFilters>[] = [
  {
    name: "status",
    label: "Status",
    options: { enabled: "Enabled", disabled: "Disabled" },
    anyLabel: "All",
  },
  { name: "plan", label: "Plan", options: { premium: "Premium", free: "Free" }, anyLabel: "All" },
  {
    name: "role",
    label: "Role",
    options: { administrator: "Administrators", user: "Users" },
    anyLabel: "All",
  },
];

export type UserFilterChange = (change: Partial<UserFilters>) => void;

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
      <ChoiceFilters filters={filters} onChange={onChange} choices={userChoices} />
    </FilterBar>
  );
}
