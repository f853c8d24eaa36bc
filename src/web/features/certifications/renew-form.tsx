import {
  type CertificationDetail,
  type RenewalInput,
  renewalInputSchema,
} from "@common/certifications/certification";
import { countOf } from "@common/plural";
import { zodResolver } from "@hookform/resolvers/zod";
import { fieldsOf } from "@web/components/forms/registered-field";
import { SubmitButton } from "@web/components/forms/submit-button";
import { DialogActions } from "@web/components/ui/dialog-actions";
import { FormProvider, useForm } from "react-hook-form";
import type { z } from "zod";
import { CycleFields } from "./cycle-fields";
import { nextCycleDates } from "./next-cycle-dates";
import { RequirementsEditor } from "./requirements-editor";
import {
  type RequirementsFields,
  requirementsFormValues,
  withRequirementsForm,
} from "./requirements-form-values";
import { useRenewCertification } from "./use-certification-changes";

type RenewalFormValues = Omit<z.input<typeof renewalInputSchema>, "requirements"> &
  RequirementsFields;

const renewalFormSchema = withRequirementsForm<RenewalFormValues>()(renewalInputSchema);

/**
 * The next cycle's dates and credits required, guessed from the current cycle, and its
 * requirements, carried on from the current cycle for the user to change.
 */
export function RenewForm({
  certification,
  onDone,
}: {
  certification: CertificationDetail;
  onDone: () => void;
}) {
  const renew = useRenewCertification(certification.id);
  const { dates, months } = nextCycleDates(certification);
  const form = useForm<RenewalFormValues, unknown, RenewalInput>({
    resolver: zodResolver(renewalFormSchema),
    defaultValues: {
      receivedDate: dates.receivedDate ?? "",
      expirationDate: dates.expirationDate ?? "",
      reportingPeriodStart: dates.reportingPeriodStart ?? "",
      reportingPeriodEnd: dates.reportingPeriodEnd ?? "",
      creditsRequired: String(certification.creditsRequired),
      requirements: requirementsFormValues(certification.requirements),
    },
  });
  const field = fieldsOf(form);
  return (
    <FormProvider {...form}>
      <form
        noValidate
        data-tour="renew-form"
        className="grid min-w-0 gap-4 sm:grid-cols-2"
        onSubmit={form.handleSubmit((input) => renew.mutate(input, { onSuccess: onDone }))}
      >
        <p className="text-sm text-muted-foreground sm:col-span-2">
          {months
            ? `The dates below are this cycle's, moved forward by ${countOf(months, "month", "months")}. Check them before renewing.`
            : "The dates below are this cycle's. Change them to the new cycle's dates."}
        </p>
        <CycleFields field={field} />
        <div className="min-w-0 sm:col-span-2">
          <RequirementsEditor unit={certification.creditsUnit} />
        </div>
        <DialogActions className="sm:col-span-2">
          <SubmitButton pending={renew.isPending} pendingLabel="Renewing...">
            Renew Certification
          </SubmitButton>
        </DialogActions>
      </form>
    </FormProvider>
  );
}
