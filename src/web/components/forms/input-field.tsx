import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import type { ComponentProps } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";

/** A labelled input registered with a form, its message under it; other props go to the input. */
export function InputField({
  label,
  registration,
  error,
  ...input
}: {
  label: string;
  registration: UseFormRegisterReturn;
  error: string | undefined;
} & Omit<ComponentProps<"input">, "name" | "onChange" | "onBlur" | "ref">) {
  return (
    <FormField label={label} error={error}>
      {(control) => <Input {...control} {...registration} {...input} />}
    </FormField>
  );
}
