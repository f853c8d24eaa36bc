import { DateInput } from "@web/components/ui/date-input";
import { FormField } from "@web/components/ui/form-field";
import type { ComponentProps } from "react";
import {
  fieldAndControl,
  type RegisteredFieldProps,
  type RegisteredProp,
} from "./registered-field";

/** A calendar date field: the browser's date picker, its value "YYYY-MM-DD". */
export function DateField(
  props: RegisteredFieldProps & Omit<ComponentProps<typeof DateInput>, RegisteredProp>,
) {
  const [field, input] = fieldAndControl(props);
  return <FormField {...field}>{(control) => <DateInput {...control} {...input} />}</FormField>;
}
