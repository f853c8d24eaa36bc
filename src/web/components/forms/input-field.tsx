import { Input } from "@web/components/ui/input";
import type { ComponentProps, ReactNode } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import {
  type RegisteredFieldProps,
  type RegisteredProp,
  registeredField,
} from "./registered-field";

/** The input, then what belongs right after it (such as the datalist it suggests from). */
const RegisteredInput = registeredField<"input">(({ children, ...input }) => (
  <>
    <Input {...input} />
    {children}
  </>
));

/**
 * A labelled input registered with a form, its hint and message under it; other props go to
 * the input.
 */
export function InputField({
  transform,
  registration,
  ...props
}: RegisteredFieldProps & {
  /** Rewrites what is typed before the form reads it (digits only, say). */
  transform?: (value: string) => string;
  /** What belongs right after the input, such as the datalist it suggests from. */
  children?: ReactNode;
} & Omit<ComponentProps<"input">, RegisteredProp>) {
  return (
    <RegisteredInput
      {...props}
      registration={transform ? transformed(registration, transform) : registration}
    />
  );
}

function transformed(
  registration: UseFormRegisterReturn,
  transform: (value: string) => string,
): UseFormRegisterReturn {
  return {
    ...registration,
    onChange: (event) => {
      event.target.value = transform(event.target.value);
      return registration.onChange(event);
    },
  };
}
