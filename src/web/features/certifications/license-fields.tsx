import { InputField } from "@web/components/forms/input-field";
import type { FieldErrors, UseFormRegisterReturn } from "react-hook-form";

type LicenseFieldName =
  | "licenseNumber"
  | "issuingBody"
  | "jurisdiction"
  | "renewalUrl"
  | "renewalFee";

/** How the board issued the license: its number, issuer, jurisdiction, where and what to renew. */
export function LicenseFields({
  register,
  errors,
}: {
  register: (name: LicenseFieldName) => UseFormRegisterReturn;
  errors: FieldErrors<Record<LicenseFieldName, unknown>>;
}) {
  const text = (name: LicenseFieldName, label: string, hint?: string) => (
    <InputField
      label={label}
      hint={hint}
      registration={register(name)}
      error={errors[name]?.message}
      autoComplete="off"
    />
  );
  return (
    <fieldset className="grid min-w-0 gap-4 sm:col-span-2 sm:grid-cols-2">
      <legend className="mb-2 text-base font-semibold">License details</legend>
      {text("licenseNumber", "License or certificate number")}
      {text("issuingBody", "Issuing body", "For example, California Board of Registered Nursing.")}
      {text("jurisdiction", "Jurisdiction", "For example, CA.")}
      <InputField
        label="Renewal URL"
        registration={register("renewalUrl")}
        error={errors.renewalUrl?.message}
        type="url"
        inputMode="url"
        autoComplete="off"
        placeholder="https://"
      />
      <InputField
        label="Renewal fee"
        registration={register("renewalFee")}
        error={errors.renewalFee?.message}
        type="number"
        inputMode="decimal"
        min={0}
        step={0.01}
      />
    </fieldset>
  );
}
