import type { ReactNode } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";

/** What every field registered with a form takes besides its control's own props. */
export type RegisteredFieldProps = {
  label: ReactNode;
  registration: UseFormRegisterReturn;
  error: string | undefined;
  /** A line under the control saying what to enter, read with it by assistive technology. */
  hint?: ReactNode;
  /** Classes of the whole field (label, control and messages), such as its place in a grid. */
  fieldClassName?: string;
};

/** Props a registered control may not be given, as its registration sets them. */
export type RegisteredProp = "name" | "onChange" | "onBlur" | "ref";

/**
 * Splits a registered field's props into those of its FormField and those of its control: the
 * registration first, then the control's own props.
 */
export function fieldAndControl<Control extends object>({
  label,
  registration,
  error,
  hint,
  fieldClassName,
  ...control
}: RegisteredFieldProps & Control) {
  const field = { label, error, hint, className: fieldClassName };
  return [field, { ...registration, ...control }] as const;
}
