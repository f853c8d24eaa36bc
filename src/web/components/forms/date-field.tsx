import { DateInput } from "@web/components/ui/date-input";
import { registeredField } from "./registered-field";

/** A calendar date field: the browser's date picker, its value "YYYY-MM-DD". */
export const DateField = registeredField<"input">(DateInput);
