import {
  type Certification,
  type CertificationInput,
  certificationInputSchema,
  creditsUnits,
} from "@common/certifications/certification";
import { noRequirements } from "@common/certifications/requirements";
import { zodResolver } from "@hookform/resolvers/zod";
import { Button } from "@web/components/ui/button";
import { DialogClose, DialogFooter } from "@web/components/ui/dialog";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { NativeSelect } from "@web/components/ui/native-select";
import { SaveAsTemplate } from "@web/features/requirement-templates/save-as-template";
import { TemplatePicker } from "@web/features/requirement-templates/template-picker";
import { useState } from "react";
import { FormProvider, useForm, useWatch } from "react-hook-form";
import type { z } from "zod";
import { isCertificationStatus, isCreditsUnit } from "./certification-labels";
import { CertificationStatusOptions } from "./certification-status-options";
import { CycleFields } from "./cycle-fields";
import { LicenseFields } from "./license-fields";
import { LogoField } from "./logo-field";
import { RequirementsEditor } from "./requirements-editor";
import {
  type RequirementsFields,
  requirementsFormValues,
  withRequirementsForm,
} from "./requirements-form-values";
import { useSaveCertification } from "./use-certification-changes";

type CertificationFormValues = Omit<z.input<typeof certificationInputSchema>, "requirements"> &
  RequirementsFields;

const certificationFormSchema =
  withRequirementsForm<CertificationFormValues>()(certificationInputSchema);

function defaultsOf(certification: Certification | null): CertificationFormValues {
  return {
    name: certification?.name ?? "",
    provider: certification?.provider ?? "",
    receivedDate: certification?.receivedDate ?? "",
    expirationDate: certification?.expirationDate ?? "",
    reportingPeriodStart: certification?.reportingPeriodStart ?? "",
    reportingPeriodEnd: certification?.reportingPeriodEnd ?? "",
    creditsRequired: String(certification?.creditsRequired ?? 0),
    creditsUnit:
      certification && isCreditsUnit(certification.creditsUnit)
        ? certification.creditsUnit
        : "hours",
    status:
      certification && isCertificationStatus(certification.status)
        ? certification.status
        : "active",
    licenseNumber: certification?.licenseNumber ?? "",
    issuingBody: certification?.issuingBody ?? "",
    jurisdiction: certification?.jurisdiction ?? "",
    renewalUrl: certification?.renewalUrl ?? "",
    renewalFee: certification?.renewalFee == null ? "" : String(certification.renewalFee),
    requirements: requirementsFormValues(certification?.requirements ?? noRequirements),
  };
}

/** The whole certification, added (no `certification`) or edited; `onDone` runs once saved. */
export function CertificationForm({
  certification,
  onDone,
}: {
  certification: Certification | null;
  onDone: () => void;
}) {
  const save = useSaveCertification();
  const [logo, setLogo] = useState<File | null>(null);
  const form = useForm<CertificationFormValues, unknown, CertificationInput>({
    resolver: zodResolver(certificationFormSchema),
    defaultValues: defaultsOf(certification),
  });
  const unit = useWatch({ control: form.control, name: "creditsUnit" }) ?? "hours";
  const { errors } = form.formState;
  const submit = form.handleSubmit((input) =>
    save.mutate({ id: certification?.id ?? null, input, logo }, { onSuccess: onDone }),
  );
  return (
    <FormProvider {...form}>
      <form
        noValidate
        data-tour="certification-form"
        className="grid min-w-0 gap-4 sm:grid-cols-2"
        onSubmit={submit}
      >
        <FormField label="Name" error={errors.name?.message} className="sm:col-span-2">
          {(control) => <Input {...control} {...form.register("name")} autoComplete="off" />}
        </FormField>
        <FormField label="Provider" error={errors.provider?.message} className="sm:col-span-2">
          {(control) => <Input {...control} {...form.register("provider")} autoComplete="off" />}
        </FormField>
        <TemplatePicker
          className="sm:col-span-2"
          apply={(fields) =>
            form.reset({ ...form.getValues(), ...fields }, { keepDefaultValues: true })
          }
        />
        <CycleFields register={form.register} errors={errors} />
        <FormField label="Credits unit" error={errors.creditsUnit?.message}>
          {(control) => (
            <NativeSelect {...control} {...form.register("creditsUnit")}>
              {creditsUnits.map((unit) => (
                <option key={unit} value={unit}>
                  {unit}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField label="Status" error={errors.status?.message}>
          {(control) => (
            <NativeSelect {...control} {...form.register("status")}>
              <CertificationStatusOptions />
            </NativeSelect>
          )}
        </FormField>
        <div className="grid min-w-0 gap-3 sm:col-span-2">
          <RequirementsEditor unit={unit} />
          <SaveAsTemplate />
        </div>
        <LicenseFields register={form.register} errors={errors} />
        <div className="sm:col-span-2">
          <LogoField certification={certification} onChange={setLogo} />
        </div>
        <DialogFooter className="sm:col-span-2">
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? "Saving..." : "Save Certification"}
          </Button>
        </DialogFooter>
      </form>
    </FormProvider>
  );
}
