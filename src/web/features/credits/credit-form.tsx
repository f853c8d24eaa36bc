import type { CalendarDate } from "@common/certifications/calendar-date";
import {
  type Credit,
  type CreditInput,
  creditInputSchema,
  creditMessages,
} from "@common/certifications/credit";
import { zodResolver } from "@hookform/resolvers/zod";
import { CreditCertificationsField } from "@web/components/certifications/credit-certifications-field";
import { DateField } from "@web/components/forms/date-field";
import { InputField } from "@web/components/forms/input-field";
import { decimalInput } from "@web/components/forms/input-kinds";
import { fieldsOf } from "@web/components/forms/registered-field";
import { SubmitButton } from "@web/components/forms/submit-button";
import { TextareaField } from "@web/components/forms/textarea-field";
import { DialogActions } from "@web/components/ui/dialog-actions";
import { useToday } from "@web/hooks/use-today";
import { TriangleAlert } from "lucide-react";
import { useId, useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { CertificateField } from "./certificate-field";
import { CreditCategoriesField } from "./credit-categories-field";
import { creditPeriodWarnings } from "./credit-period-warnings";
import { useSaveCredit } from "./use-credit-changes";
import { useCreditTargets } from "./use-credit-targets";

type CreditFormValues = z.input<typeof creditInputSchema>;

/**
 * The shared credit rules, plus the one that needs the user's today: the server checks it too,
 * but here the message shows under the field instead of in a toast.
 */
function creditFormSchema(today: CalendarDate) {
  return creditInputSchema.refine((credit) => credit.completionDate <= today, {
    path: ["completionDate"],
    message: creditMessages.completionDateInFuture,
  });
}

/** The list's own message, else its first entry's ("Category name must be at most …"). */
function firstMessage(
  error: { message?: string } | ({ message?: string } | undefined)[] | undefined,
): string | undefined {
  if (!error) return undefined;
  if (!Array.isArray(error)) return error.message;
  return error.find((entry) => entry?.message)?.message;
}

function PeriodWarnings({ warnings }: { warnings: string[] }) {
  return (
    <span className="grid gap-1">
      {warnings.map((warning) => (
        <span key={warning} className="flex items-start gap-1.5 text-sm text-amber-900">
          <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {warning}
        </span>
      ))}
    </span>
  );
}

/**
 * A credit added from a certification (no `credit`; that certification is preselected) or
 * edited, with the certifications it counts toward and its categories.
 */
export function CreditForm({
  certificationId,
  credit,
  onDone,
}: {
  certificationId: number;
  credit: Credit | null;
  onDone: () => void;
}) {
  const today = useToday();
  const schema = useMemo(() => creditFormSchema(today), [today]);
  const save = useSaveCredit(certificationId);
  const [certificate, setCertificate] = useState<File | null>(null);
  // A refused certificate keeps the credit from saving, so it is never saved without one unseen.
  const [certificateRefused, setCertificateRefused] = useState(false);
  const refusedId = useId();
  const form = useForm<CreditFormValues, unknown, CreditInput>({
    resolver: zodResolver(schema),
    defaultValues: {
      title: credit?.title ?? "",
      provider: credit?.provider ?? "",
      approvalNumber: credit?.approvalNumber ?? "",
      description: credit?.description ?? "",
      credits: credit ? String(credit.credits) : "",
      completionDate: credit?.completionDate ?? today,
      categories: credit?.categories ?? [],
      certificationIds: credit
        ? credit.shares.map((share) => share.certificationId)
        : [certificationId],
    },
  });
  const field = fieldsOf(form);
  const { errors, isSubmitted: submitted } = form.formState;
  const chosenIds = form.watch("certificationIds") ?? [];
  const categories = form.watch("categories") ?? [];
  const targets = useCreditTargets(chosenIds);
  const warnings = creditPeriodWarnings(form.watch("completionDate"), targets.chosen);
  const submit = form.handleSubmit((input) =>
    save.mutate({ id: credit?.id ?? null, input, certificate }, { onSuccess: onDone }),
  );
  return (
    <form noValidate data-tour="credit-form" className="grid min-w-0 gap-4" onSubmit={submit}>
      <InputField label="Title" {...field("title")} autoComplete="off" />
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField label="Provider" {...field("provider")} autoComplete="off" />
        <InputField
          label="Approval number"
          hint="Optional. The provider's approval or course number, as on the certificate."
          {...field("approvalNumber")}
          autoComplete="off"
        />
      </div>
      <TextareaField label="Description" {...field("description")} rows={3} />
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField label="Credits" {...field("credits")} {...decimalInput} />
        <DateField
          label="Completion date"
          hint={warnings.length > 0 ? <PeriodWarnings warnings={warnings} /> : undefined}
          {...field("completionDate")}
          max={today}
        />
      </div>
      <CreditCertificationsField
        certifications={targets.offered}
        loading={targets.loading}
        failed={targets.failed}
        value={chosenIds}
        onChange={(ids) => form.setValue("certificationIds", ids, { shouldValidate: submitted })}
        error={errors.certificationIds?.message}
      />
      <CreditCategoriesField
        offered={targets.categories}
        value={categories}
        onChange={(names) => form.setValue("categories", names, { shouldValidate: submitted })}
        error={firstMessage(errors.categories)}
      />
      <CertificateField
        credit={credit}
        onChange={setCertificate}
        onProblem={(problem) => setCertificateRefused(problem !== null)}
      />
      {certificateRefused && (
        <p id={refusedId} className="text-sm text-destructive">
          Remove or replace the certificate to save this credit.
        </p>
      )}
      <DialogActions>
        <SubmitButton
          pending={save.isPending}
          disabled={certificateRefused}
          aria-describedby={certificateRefused ? refusedId : undefined}
        >
          Save Credit
        </SubmitButton>
      </DialogActions>
    </form>
  );
}
