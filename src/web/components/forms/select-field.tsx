import { FormField } from "@web/components/ui/form-field";
import { NativeSelect } from "@web/components/ui/native-select";
import type { ComponentProps } from "react";
import {
  fieldAndControl,
  type RegisteredFieldProps,
  type RegisteredProp,
} from "./registered-field";

/** A labelled select registered with a form, its options as children, its message under it. */
export function SelectField(
  props: RegisteredFieldProps & Omit<ComponentProps<"select">, RegisteredProp>,
) {
  const [field, select] = fieldAndControl(props);
  return <FormField {...field}>{(control) => <NativeSelect {...control} {...select} />}</FormField>;
}
