import { FormField } from "@web/components/ui/form-field";
import { NativeSelect } from "@web/components/ui/native-select";

/**
 * A list filter choosing one of a few values, or none (`anyLabel`, first): a value it does not
 * offer counts as none.
 */
export function ChoiceFilter<Value extends string>({
  label,
  value,
  values,
  labels,
  anyLabel,
  onChange,
  className,
}: {
  label: string;
  value: Value | null | undefined;
  values: readonly Value[];
  /** How each value reads; the value itself when not given. */
  labels?: Record<Value, string>;
  /** The first option, meaning no filter: "All statuses". */
  anyLabel: string;
  onChange: (value: Value | null) => void;
  className?: string;
}) {
  return (
    <FormField label={label} className={className}>
      {(control) => (
        <NativeSelect
          {...control}
          value={value ?? ""}
          onChange={({ target }) =>
            onChange(values.find((candidate) => candidate === target.value) ?? null)
          }
        >
          <option value="">{anyLabel}</option>
          {values.map((choice) => (
            <option key={choice} value={choice}>
              {labels ? labels[choice] : choice}
            </option>
          ))}
        </NativeSelect>
      )}
    </FormField>
  );
}

/**
 * The values a list offers to filter by, with the chosen one first when it is not (or no longer,
 * or not yet) among them, so the filter still shows what the address holds.
 */
export function offeredWith<Value extends string>(
  offered: readonly Value[] | undefined,
  chosen: Value | null,
): readonly Value[] {
  const values = offered ?? [];
  return chosen && !values.includes(chosen) ? [chosen, ...values] : values;
}

/**
 * One choice filter of a list's filters: the filter it sets (`name`, one that may be null), its
 * label, its `options` (the values as they read, or a record of each value's label, in order)
 * and the option meaning no filter (`anyLabel`).
 */
export type FilterChoice<Filters> = {
  [Name in keyof Filters]: null extends Filters[Name]
    ? {
        name: Name;
        label: string;
        options:
          | readonly Extract<Filters[Name], string>[]
          | Record<Extract<Filters[Name], string>, string>;
        anyLabel: string;
      }
    : never;
}[keyof Filters];

/**
 * A list's choice filters, side by side in the order given, each showing its filter's value in
 * `filters` and changing only that one (null when set back to `anyLabel`).
 */
export function ChoiceFilters<Filters>({
  filters,
  onChange,
  choices,
  className,
}: {
  filters: Filters;
  onChange: (change: Partial<Filters>) => void;
  choices: readonly FilterChoice<Filters>[];
  /** Each filter's class. */
  className?: string;
}) {
  return choices.map(({ name, label, options, anyLabel }) => {
    const labels = Array.isArray(options) ? undefined : (options as Record<string, string>);
    return (
      <ChoiceFilter
        key={String(name)}
        label={label}
        className={className}
        value={filters[name] as string | null}
        values={labels ? Object.keys(labels) : (options as readonly string[])}
        labels={labels}
        anyLabel={anyLabel}
        onChange={(value) => onChange({ [name]: value } as Partial<Filters>)}
      />
    );
  });
}
