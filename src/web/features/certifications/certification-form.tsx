import {
  type Certification,
  type CertificationInput,
  certificationInputSchema,
} from "@common/certifications/certification";
import { noRequirements } from "@common/certifications/requirements";
import { zodResolver } from "@hookform/resolvers/zod";
import { CreditsUnitOptions } from "@web/components/certifications/credits-unit-options";
import { InputField } from "@web/components/forms/input-field";
import { fieldsOf } from "@web/components/forms/registered-field";
import { SelectField } from "@web/components/forms/select-field";
import { SubmitButton } from "@web/components/forms/submit-button";
import { DialogActions } from "@web/components/ui/dialog-actions";
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
import { FollowedRulePanel, RuleFollowSection } from "./rule-follow-section";
import { useSaveCertification } from "./use-certification-changes";
import { periodNeedsTexts, useRuleFollow } from "./use-rule-follow";

export type CertificationFormValues = Omit<
  z.input<typeof certificationInputSchema>,
  "requirements"
> &
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

/**
 * The whole certification, added (no `certification`) or edited; `onDone` runs once saved.
 * It may follow a rule set of the library, found at its top (`findFirst`: the search takes
 * the focus); every field stays editable, and a field changed away from the rule says so.
 */
export function CertificationForm({
  certification,
  onDone,
  findFirst = false,
}: {
  certification: Certification | null;
  onDone: () => void;
  findFirst?: boolean;
}) {
  const save = useSaveCertification();
  const [logo, setLogo] = useState<File | null>(null);
  const [defaults] = useState(() => defaultsOf(certification));
  const form = useForm<CertificationFormValues, unknown, CertificationInput>({
    resolver: zodResolver(certificationFormSchema),
    defaultValues: defaults,
  });
  const follow = useRuleFollow(form, certification, defaults);
  const field = fieldsOf(form);
  const unit = useWatch({ control: form.control, name: "creditsUnit" }) ?? "hours";
  const submit = form.handleSubmit((input) =>
    save.mutate(
      { id: certification?.id ?? null, input: { ...input, ruleSet: follow.linkToSave }, logo },
      { onSuccess: onDone },
    ),
  );
  const needs = follow.periodNeeds;
  return (
    <FormProvider {...form}>
      <form
        noValidate
        data-tour="certification-form"
        className="grid min-w-0 gap-4 sm:grid-cols-2"
        onSubmit={submit}
      >
        <RuleFollowSection follow={follow} findFirst={findFirst} />
        <InputField
          label="Name"
          hint={follow.mark("name")}
          {...field("name")}
          fieldClassName="sm:col-span-2"
          autoComplete="off"
        />
        <InputField
          label="Provider"
          {...field("provider")}
          fieldClassName="sm:col-span-2"
          autoComplete="off"
        />
        <TemplatePicker
          className="sm:col-span-2"
          apply={(fields) =>
            form.reset({ ...form.getValues(), ...fields }, { keepDefaultValues: true })
          }
        />
        <CycleFields
          field={field}
          hints={{
            expirationDate: needs === "licenseExpiration" ? periodNeedsTexts[needs] : undefined,
            receivedDate: needs === "issueDate" ? periodNeedsTexts[needs] : undefined,
            reportingPeriodEnd: follow.mark("reportingPeriod"),
            creditsRequired: follow.mark("creditsRequired"),
          }}
        />
        <SelectField
          label="Credits unit"
          hint={follow.mark("creditsUnit")}
          {...field("creditsUnit")}
        >
          <CreditsUnitOptions />
        </SelectField>
        <SelectField label="Status" {...field("status")}>
          <CertificationStatusOptions />
        </SelectField>
        <div className="grid min-w-0 gap-3 sm:col-span-2">
          <RequirementsEditor unit={unit} />
          {follow.mark("categories") && (
            <p className="text-xs text-muted-foreground">{follow.mark("categories")}</p>
          )}
          {follow.mark("carryOver") && (
            <p className="text-xs text-muted-foreground">{follow.mark("carryOver")}</p>
          )}
          <SaveAsTemplate />
        </div>
        <LicenseFields
          field={field}
          hints={{
            issuingBody: follow.mark("issuingBody"),
            jurisdiction: follow.mark("jurisdiction"),
          }}
        />
        <div className="sm:col-span-2">
          <LogoField certification={certification} onChange={setLogo} />
        </div>
        <FollowedRulePanel follow={follow} />
        <DialogActions className="sm:col-span-2">
          <SubmitButton pending={save.isPending}>Save Certification</SubmitButton>
        </DialogActions>
      </form>
    </FormProvider>
  );
}
