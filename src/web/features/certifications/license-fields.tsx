import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
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
    <FormField label={label} hint={hint} error={errors[name]?.message}>
      {(control) => <Input {...control} {...register(name)} autoComplete="off" />}
    </FormField>
  );
  return (
    <fieldset className="grid min-w-0 gap-4 sm:col-span-2 sm:grid-cols-2">
      <legend className="mb-2 text-base font-semibold">License details</legend>
      {text("licenseNumber", "License or certificate number")}
      {text("issuingBody", "Issuing body", "For example, California Board of Registered Nursing.")}
      {text("jurisdiction", "Jurisdiction", "For example, CA.")}
      <FormField label="Renewal URL" error={errors.renewalUrl?.message}>
        {(control) => (
          <Input
            {...control}
            {...register("renewalUrl")}
            type="url"
            inputMode="url"
            autoComplete="off"
            placeholder="https://"
          />
        )}
      </FormField>
      <FormField label="Renewal fee" error={errors.renewalFee?.message}>
        {(control) => (
          <Input
            {...control}
            {...register("renewalFee")}
            type="number"
            inputMode="decimal"
            min={0}
            step={0.01}
          />
        )}
      </FormField>
    </fieldset>
  );
}
