import type { UseFormRegisterReturn } from "react-hook-form";
import { InputField } from "./input-field";

type NameFieldName = "firstName" | "lastName";

/** First and last name, side by side in the grid around them; the browser may fill them in. */
export function NameFields({
  register,
  errors,
  optional,
}: {
  register: (name: NameFieldName) => UseFormRegisterReturn;
  errors: Partial<Record<NameFieldName, { message?: string }>>;
  /** Says "(optional)" in the labels, where the account does not need a name. */
  optional?: boolean;
}) {
  const suffix = optional ? " (optional)" : "";
  return (
    <>
      <InputField
        label={`First name${suffix}`}
        registration={register("firstName")}
        error={errors.firstName?.message}
        autoComplete="given-name"
      />
      <InputField
        label={`Last name${suffix}`}
        registration={register("lastName")}
        error={errors.lastName?.message}
        autoComplete="family-name"
      />
    </>
  );
}
