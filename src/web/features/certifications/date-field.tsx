import { DateInput } from "@web/components/ui/date-input";
import { FormField } from "@web/components/ui/form-field";
import type { UseFormRegisterReturn } from "react-hook-form";

/** A calendar date field: the browser's date picker, its value "YYYY-MM-DD". */
export function DateField({
  label,
  error,
  registration,
  max,
}: {
  label: string;
  error: string | undefined;
  registration: UseFormRegisterReturn;
  max?: string;
}) {
  return (
    <FormField label={label} error={error}>
      {(control) => <DateInput {...control} {...registration} max={max} />}
    </FormField>
  );
}
