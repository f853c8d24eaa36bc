import { FiltersToggle } from "@web/components/forms/filters-toggle";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { NativeSelect } from "@web/components/ui/native-select";
import { useSettledText } from "@web/hooks/use-settled-text";
import { cn } from "@web/lib/cn";
import { useId, useState } from "react";
import type { UserFilters } from "./user-filters";

const searchDelayMs = 300;

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
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const folded = [filters.status, filters.plan, filters.role].filter(Boolean).length;
  const [search, setSearch] = useSettledText(filters.search, (text) => onChange({ search: text }), {
    delayMs: searchDelayMs,
    normalize: (text) => text.trim(),
  });
  return (
    <search aria-label="Find users" className="grid min-w-0 gap-3">
      <div className="flex min-w-0 flex-wrap items-end gap-x-4 gap-y-3">
        <FormField label="Search" className="min-w-0 flex-1 basis-64">
          {(control) => (
            <Input
              {...control}
              type="search"
              placeholder="Name, username or email"
              maxLength={200}
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
          )}
        </FormField>
        <div className="flex h-10 items-center md:hidden">
          <FiltersToggle
            open={open}
            onToggle={() => setOpen(!open)}
            panelId={panelId}
            active={folded}
          />
        </div>
      </div>
      <div
        id={panelId}
        className={cn("min-w-0 grid-cols-1 gap-3 sm:grid-cols-3 md:grid", open ? "grid" : "hidden")}
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
      </div>
    </search>
  );
}
