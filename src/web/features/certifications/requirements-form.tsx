import type { CertificationDetail } from "@common/certifications/certification";
import { type Requirements, requirementsSchema } from "@common/certifications/requirements";
import { zodResolver } from "@hookform/resolvers/zod";
import { SubmitButton } from "@web/components/forms/submit-button";
import { DialogActions } from "@web/components/ui/dialog-actions";
import { FormProvider, useForm } from "react-hook-form";
import { z } from "zod";
import { RequirementsEditor } from "./requirements-editor";
import {
  type RequirementsFields,
  requirementsFormValues,
  withRequirementsForm,
} from "./requirements-form-values";
import { useSaveRequirements } from "./use-certification-changes";

const requirementsFormSchema = withRequirementsForm<RequirementsFields>()(
  z.object({ requirements: requirementsSchema }),
);

/** The current cycle's requirements alone; the rest of the certification stays as it is. */
export function RequirementsForm({
  certification,
  onDone,
}: {
  certification: CertificationDetail;
  onDone: () => void;
}) {
  const save = useSaveRequirements(certification);
  const form = useForm<RequirementsFields, unknown, { requirements: Requirements }>({
    resolver: zodResolver(requirementsFormSchema),
    defaultValues: { requirements: requirementsFormValues(certification.requirements) },
  });
  return (
    <FormProvider {...form}>
      <form
        noValidate
        className="grid min-w-0 gap-4"
        onSubmit={form.handleSubmit(({ requirements }) =>
          save.mutate(requirements, { onSuccess: onDone }),
        )}
      >
        <RequirementsEditor unit={certification.creditsUnit} />
        <DialogActions>
          <SubmitButton pending={save.isPending}>Save Requirements</SubmitButton>
        </DialogActions>
      </form>
    </FormProvider>
  );
}
