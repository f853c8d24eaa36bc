import { authEventStatusLabels, authEventTypeLabels, authLogMessages } from "@common/auth-logs";
import { ChoiceFilters, type FilterChoice } from "@web/components/lists/choice-filter";
import { FilterBar } from "@web/components/lists/filter-bar";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { useEffect, useState } from "react";
import { type AuthLogView, isPeriodReversed } from "./auth-log-filters";

const authLogChoices: FilterChoice<AuthLogView>[] = [
  { name: "eventType", label: "Event", options: authEventTypeLabels, anyLabel: "All events" },
  { name: "status", label: "Status", options: authEventStatusLabels, anyLabel: "Any status" },
];

export type AuthLogFilterChange = (change: Partial<AuthLogView>) => void;

/**
 * A text filter matched exactly (username, IP address): applied on Enter or on leaving the
 * field, not while typing, since a part of a username matches nothing. Shows what the address
 * holds when that changes otherwise (Clear filters, Back).
 */
function ExactTextField({
  label,
  value,
  maxLength,
  placeholder,
  onApply,
}: {
  label: string;
  value: string;
  maxLength: number;
  placeholder: string;
  onApply: (text: string) => void;
}) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  const apply = () => {
    const trimmed = text.trim();
    if (trimmed !== value) onApply(trimmed);
  };
  return (
    <FormField label={label} hint="Exact match; press Enter to apply">
      {(control) => (
        <Input
          {...control}
          type="search"
          placeholder={placeholder}
          maxLength={maxLength}
          autoComplete="off"
          value={text}
          onChange={(event) => setText(event.target.value)}
          onBlur={apply}
          onKeyDown={(event) => {
            if (event.key === "Enter") apply();
          }}
        />
      )}
    </FormField>
  );
}

/** How many filters are set, for the phone's Filters button. */
function activeFilterCount(view: AuthLogView): number {
  return [view.username, view.eventType, view.status, view.ipAddress, view.from, view.to].filter(
    Boolean,
  ).length;
}

/**
 * Username, event, status, IP address and the period's first and last days. From 768 px they
 * all show; on a phone they fold behind a Filters button (decision 018).
 */
export function AuthLogFilterBar({
  view,
  onChange,
}: {
  view: AuthLogView;
  onChange: AuthLogFilterChange;
}) {
  return (
    <FilterBar
      label="Filter the auth log"
      active={activeFilterCount(view)}
      columns="grid-cols-1 sm:grid-cols-2 md:grid-cols-3 xl:grid-cols-6"
    >
      <ExactTextField
        label="Username"
        value={view.username}
        maxLength={254}
        placeholder="jane.doe"
        onApply={(username) => onChange({ username })}
      />
      <ChoiceFilters filters={view} onChange={onChange} choices={authLogChoices} />
      <ExactTextField
        label="IP address"
        value={view.ipAddress}
        maxLength={64}
        placeholder="203.0.113.7"
        onApply={(ipAddress) => onChange({ ipAddress })}
      />
      <FormField label="From">
        {(control) => (
          <Input
            {...control}
            type="date"
            value={view.from ?? ""}
            onChange={(event) => onChange({ from: event.target.value || null })}
          />
        )}
      </FormField>
      <FormField
        label="To"
        error={isPeriodReversed(view) ? authLogMessages.reversedRange : undefined}
      >
        {(control) => (
          <Input
            {...control}
            type="date"
            value={view.to ?? ""}
            onChange={(event) => onChange({ to: event.target.value || null })}
          />
        )}
      </FormField>
    </FilterBar>
  );
}
