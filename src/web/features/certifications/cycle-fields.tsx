import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import type { UseFormRegisterReturn } from "react-hook-form";
import { DateField } from "./date-field";
import { decimalInput } from "./requirements-form-values";

type CycleFieldName =
  | "receivedDate"
  | "expirationDate"
  | "reportingPeriodStart"
  | "reportingPeriodEnd"
  | "creditsRequired";

/**
 * The dates and credits required of one cycle, as both the certification form and the renew
 * form ask for them.
 */
export function CycleFields({
  register,
  errors,
}: {
  register: (name: CycleFieldName) => UseFormRegisterReturn;
  errors: Partial<Record<CycleFieldName, { message?: string }>>;
}) {
  const date = (name: CycleFieldName, label: string) => (
    <DateField label={label} error={errors[name]?.message} registration={register(name)} />
  );
  return (
    <>
      {date("receivedDate", "Received date")}
      {date("expirationDate", "Expiration date")}
      {date("reportingPeriodStart", "Reporting period start")}
      {date("reportingPeriodEnd", "Reporting period end")}
      <FormField label="Credits required" error={errors.creditsRequired?.message}>
        {(control) => <Input {...control} {...register("creditsRequired")} {...decimalInput} />}
      </FormField>
    </>
  );
}
