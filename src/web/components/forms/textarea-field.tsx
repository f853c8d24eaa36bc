import { FormField } from "@web/components/ui/form-field";
import { Textarea } from "@web/components/ui/textarea";
import type { ComponentProps } from "react";
import {
  fieldAndControl,
  type RegisteredFieldProps,
  type RegisteredProp,
} from "./registered-field";

/** A labelled multi-line text registered with a form, its hint and message under it. */
export function TextareaField(
  props: RegisteredFieldProps & Omit<ComponentProps<"textarea">, RegisteredProp>,
) {
  const [field, textarea] = fieldAndControl(props);
  return <FormField {...field}>{(control) => <Textarea {...control} {...textarea} />}</FormField>;
}
