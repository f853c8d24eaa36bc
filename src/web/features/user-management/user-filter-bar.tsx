import { accountStatuses, planFilters, roleFilters } from "@common/user-management";
import { ChoiceFilter } from "@web/components/lists/choice-filter";
import { FilterBar } from "@web/components/lists/filter-bar";
import type { UserFilters } from "./user-filters";

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
      <ChoiceFilter
        label="Status"
        value={filters.status}
        values={accountStatuses}
        labels={{ enabled: "Enabled", disabled: "Disabled" }}
        anyLabel="All"
        onChange={(status) => onChange({ status })}
      />
      <ChoiceFilter
        label="Plan"
        value={filters.plan}
        values={planFilters}
        labels={{ premium: "Premium", free: "Free" }}
        anyLabel="All"
        onChange={(plan) => onChange({ plan })}
      />
      <ChoiceFilter
        label="Role"
        value={filters.role}
        values={roleFilters}
        labels={{ administrator: "Administrators", user: "Users" }}
        anyLabel="All"
        onChange={(role) => onChange({ role })}
      />
    </FilterBar>
  );
}
