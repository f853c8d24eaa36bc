import { Textarea } from "@web/components/ui/textarea";
import { registeredField } from "./registered-field";

/** A labelled multi-line text registered with a form, its hint and message under it. */
export const TextareaField = registeredField<"textarea">(Textarea);
