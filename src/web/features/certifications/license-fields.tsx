import { InputField } from "@web/components/forms/input-field";
import { urlInput } from "@web/components/forms/input-kinds";
import type { FieldsOf } from "@web/components/forms/registered-field";

type LicenseFieldName =
  | "licenseNumber"
  | "issuingBody"
  | "jurisdiction"
  | "renewalUrl"
  | "renewalFee";

/** How the board issued the license: its number, issuer, jurisdiction, where and what to renew. */
export function LicenseFields({
  field,
  hints = {},
}: {
  field: FieldsOf<LicenseFieldName>;
  /** A line under a field in place of its example, such as what a followed rule set says of it. */
  hints?: Partial<Record<LicenseFieldName, string>>;
}) {
  const text = (name: LicenseFieldName, label: string, example?: string) => (
    <InputField label={label} hint={hints[name] ?? example} {...field(name)} autoComplete="off" />
  );
  return (
    <fieldset className="grid min-w-0 gap-4 sm:col-span-2 sm:grid-cols-2">
      <legend className="mb-2 text-base font-semibold">License details</legend>
      {text("licenseNumber", "License or certificate number")}
      {text("issuingBody", "Issuing body", "For example, California Board of Registered Nursing.")}
      {text("jurisdiction", "Jurisdiction", "For example, CA.")}
      <InputField label="Renewal URL" {...field("renewalUrl")} {...urlInput} />
      <InputField
        label="Renewal fee"
        {...field("renewalFee")}
        type="number"
        inputMode="decimal"
        min={0}
        step={0.01}
      />
    </fieldset>
  );
}
