import { type FieldControlProps, FormField } from "@web/components/ui/form-field";
import type { ComponentProps, ReactNode } from "react";
import {
  type FieldPath,
  type FieldValues,
  type FormState,
  get,
  type RegisterOptions,
  type UseFormRegister,
  type UseFormRegisterReturn,
} from "react-hook-form";

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

/** A form's registration and message of the fields named `Name`, as `fieldsOf` gives them. */
export type FieldsOf<Name extends string> = (
  name: Name,
) => Pick<RegisteredFieldProps, "registration" | "error">;

/** What a form gives the registered fields made from it. */
type FieldSource<Values extends FieldValues> = {
  register: UseFormRegister<Values>;
  formState: FormState<Values>;
};

/**
 * The registration and message of a form's fields by name, to spread into a registered field:
 * `<InputField label="Title" {...field("title")} />`.
 */
export function fieldsOf<Values extends FieldValues>(form: FieldSource<Values>) {
  return (name: FieldPath<Values>, options?: RegisterOptions<Values>) => ({
    registration: form.register(name, options),
    error: messageOf(get(form.formState.errors, name)),
  });
}

function messageOf(error: { message?: unknown } | undefined): string | undefined {
  return typeof error?.message === "string" ? error.message : undefined;
}

/**
 * A labelled control registered with a form, its hint and message under it, drawn by `Control`
 * (a select, a multi-line text, a date input) given the field's ids and its own props.
 */
export function registeredField<Element extends "select" | "textarea" | "input">(
  Control: (props: FieldControlProps & UseFormRegisterReturn & OwnProps<Element>) => ReactNode,
) {
  return function RegisteredField({
    label,
    registration,
    error,
    hint,
    fieldClassName,
    ...control
  }: RegisteredFieldProps & ControlProps<Element>) {
    return (
      <FormField label={label} hint={hint} error={error} className={fieldClassName}>
        {(ids) => <Control {...ids} {...registration} {...control} />}
      </FormField>
    );
  };
}

/** The props a registered control takes besides those its registration sets. */
type ControlProps<Element extends "select" | "textarea" | "input"> = Omit<
  ComponentProps<Element>,
  RegisteredProp
>;

/** A registered control's own props, once the field's are taken out. */
type OwnProps<Element extends "select" | "textarea" | "input"> = Omit<
  RegisteredFieldProps & ControlProps<Element>,
  keyof RegisteredFieldProps
>;
