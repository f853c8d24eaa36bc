import { NativeSelect } from "@web/components/ui/native-select";
import { registeredField } from "./registered-field";

/** A labelled select registered with a form, its options as children, its message under it. */
export const SelectField = registeredField<"select">(NativeSelect);
