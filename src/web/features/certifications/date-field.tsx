import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
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
      {(control) => <Input {...control} {...registration} type="date" max={max} />}
    </FormField>
  );
}
