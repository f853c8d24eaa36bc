import { InputField } from "./input-field";
import type { FieldsOf } from "./registered-field";

type NameFieldName = "firstName" | "lastName";

/** First and last name, side by side in the grid around them; the browser may fill them in. */
export function NameFields({
  field,
  optional,
}: {
  field: FieldsOf<NameFieldName>;
  /** Says "(optional)" in the labels, where the account does not need a name. */
  optional?: boolean;
}) {
  const suffix = optional ? " (optional)" : "";
  return (
    <>
      <InputField label={`First name${suffix}`} {...field("firstName")} autoComplete="given-name" />
      <InputField label={`Last name${suffix}`} {...field("lastName")} autoComplete="family-name" />
    </>
  );
}
