import { DateField } from "@web/components/forms/date-field";
import { InputField } from "@web/components/forms/input-field";
import { decimalInput } from "@web/components/forms/input-kinds";
import type { FieldsOf } from "@web/components/forms/registered-field";

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
  field,
  hints = {},
}: {
  field: FieldsOf<CycleFieldName>;
  /** A line under a field, such as what a followed rule set says of it. */
  hints?: Partial<Record<CycleFieldName, string>>;
}) {
  const date = (name: CycleFieldName, label: string) => (
    <DateField label={label} hint={hints[name]} {...field(name)} />
  );
  return (
    <>
      {date("receivedDate", "Received date")}
      {date("expirationDate", "Expiration date")}
      {date("reportingPeriodStart", "Reporting period start")}
      {date("reportingPeriodEnd", "Reporting period end")}
      <InputField
        label="Credits required"
        hint={hints.creditsRequired}
        {...field("creditsRequired")}
        {...decimalInput}
      />
    </>
  );
}
