import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import type { ComponentProps, ReactNode } from "react";
import {
  fieldAndControl,
  type RegisteredFieldProps,
  type RegisteredProp,
} from "./registered-field";

/**
 * A labelled input registered with a form, its hint and message under it; other props go to
 * the input.
 */
export function InputField({
  transform,
  children,
  ...props
}: RegisteredFieldProps & {
  /** Rewrites what is typed before the form reads it (digits only, say). */
  transform?: (value: string) => string;
  /** What belongs right after the input, such as the datalist it suggests from. */
  children?: ReactNode;
} & Omit<ComponentProps<"input">, RegisteredProp | "children">) {
  const [field, input] = fieldAndControl(props);
  const onChange: typeof input.onChange = transform
    ? (event) => {
        event.target.value = transform(event.target.value);
        return input.onChange(event);
      }
    : input.onChange;
  return (
    <FormField {...field}>
      {(control) => (
        <>
          <Input {...control} {...input} onChange={onChange} />
          {children}
        </>
      )}
    </FormField>
  );
}
