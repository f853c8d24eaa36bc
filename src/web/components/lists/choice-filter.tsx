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
