import type { CalendarDate } from "@common/certifications/calendar-date";
import type { Certification } from "@common/certifications/certification";
import { type Credit, creditMessages } from "@common/certifications/credit";
import { creditsText } from "@common/certifications/credits-unit";
import {
  completionBeforeStartMessage,
  type OpportunityListItem,
  opportunityCompletionSchema,
  opportunityCreditsField,
} from "@common/opportunities";
import { zodResolver } from "@hookform/resolvers/zod";
import { CreditCertificationsField } from "@web/components/certifications/credit-certifications-field";
import { InputField } from "@web/components/forms/input-field";
import { decimalInput } from "@web/components/forms/input-kinds";
import { fieldsOf } from "@web/components/forms/registered-field";
import { SubmitButton } from "@web/components/forms/submit-button";
import { DialogActions } from "@web/components/ui/dialog-actions";
import { ErrorText } from "@web/components/ui/error-text";
import { useCertificationList } from "@web/features/certifications/use-certifications";
import { useServerRefusal } from "@web/hooks/use-server-refusal";
import { useToday } from "@web/hooks/use-today";
import { useEffect, useMemo } from "react";
import { useForm } from "react-hook-form";
import { Link } from "wouter";
import type { z } from "zod";
import { allCertifications, useRecordCompletion } from "./use-opportunities";

const completionFields = ["certificationIds", "completionDate", "credits"] as const;

/**
 * The API's rules, with the form's own messages and the ones that need the user's today and
 * the course's start date.
 */
function completionFormSchema(today: CalendarDate, startDate: CalendarDate | null) {
  const notFuture = opportunityCompletionSchema.shape.completionDate.refine(
    (date) => date <= today,
    creditMessages.completionDateInFuture,
  );
  return opportunityCompletionSchema.extend({
    completionDate: startDate
      ? notFuture.refine((date) => date >= startDate, completionBeforeStartMessage(startDate))
      : notFuture,
    credits: opportunityCreditsField(),
  });
}

type CompletionSchema = ReturnType<typeof completionFormSchema>;

/**
 * A certification counting another unit than the opportunity's: the amount may need
 * converting (10 contact hours are 1 CEU), which only the user's board can say.
 */
function UnitWarning({
  chosen,
  opportunity,
}: {
  chosen: Certification[];
  opportunity: OpportunityListItem;
}) {
  const other = chosen.filter(
    (certification) => certification.creditsUnit !== opportunity.creditsUnit,
  );
  if (other.length === 0) return null;
  return (
    <p className="text-sm text-amber-900">
      {other
        .map((certification) => `${certification.name} counts ${certification.creditsUnit}`)
        .join("; ")}
      , and this course gives {creditsText(opportunity.credits, opportunity.creditsUnit)}: change
      the credits if your board converts them.
    </p>
  );
}

/**
 * "I completed this": the credit prefilled from the opportunity (its title, provider, credits
 * and category are the server's to copy), on the certifications chosen, the gap's one first.
 */
export function CompletionForm({
  opportunity,
  onRecorded,
}: {
  opportunity: OpportunityListItem;
  onRecorded: (credit: Credit) => void;
}) {
  const today = useToday();
  const schema = useMemo(
    () => completionFormSchema(today, opportunity.startDate),
    [today, opportunity.startDate],
  );
  const certifications = useCertificationList(allCertifications);
  const record = useRecordCompletion();
  const form = useForm<z.input<CompletionSchema>, unknown, z.output<CompletionSchema>>({
    resolver: zodResolver(schema),
    defaultValues: {
      certificationIds: opportunity.gap ? [opportunity.gap.certificationId] : [],
      completionDate: today,
      credits: String(opportunity.credits),
    },
  });
  const field = fieldsOf(form);
  const { errors, isSubmitted: submitted } = form.formState;
  const offered = certifications.data?.rows ?? [];
  const chosenIds = form.watch("certificationIds");
  const chosen = offered.filter((certification) => chosenIds.includes(certification.id));

  // A user with one certification has nothing to choose: it is the one.
  const only = offered.length === 1 ? offered[0] : undefined;
  useEffect(() => {
    if (only && form.getValues("certificationIds").length === 0) {
      form.setValue("certificationIds", [only.id]);
    }
  }, [only, form]);

  const refusal = useServerRefusal(form, completionFields);
  const submit = form.handleSubmit((completion) => {
    refusal.clear();
    record.mutate(
      { opportunityId: opportunity.id, completion },
      { onSuccess: onRecorded, onError: refusal.refused },
    );
  });

  const noCertifications = certifications.data?.total === 0;
  return (
    <form noValidate className="grid min-w-0 gap-4" onSubmit={submit}>
      <dl className="grid gap-1 rounded-md border bg-muted/40 p-3 text-sm">
        <div className="flex flex-wrap gap-x-2">
          <dt className="text-muted-foreground">Title</dt>
          <dd className="min-w-0 font-medium break-words">{opportunity.title}</dd>
        </div>
        <div className="flex flex-wrap gap-x-2">
          <dt className="text-muted-foreground">Provider</dt>
          <dd className="min-w-0 break-words">{opportunity.provider}</dd>
        </div>
        <div className="flex flex-wrap gap-x-2">
          <dt className="text-muted-foreground">Category</dt>
          <dd className="min-w-0 break-words">{opportunity.category}</dd>
        </div>
      </dl>
      {noCertifications ? (
        <p className="text-sm">
          A credit counts toward a certification: add yours on the{" "}
          <Link
            href="/certifications"
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            Certifications
          </Link>{" "}
          page first.
        </p>
      ) : (
        <CreditCertificationsField
          certifications={offered}
          loading={certifications.isPending}
          failed={false}
          value={chosenIds}
          onChange={(ids) => form.setValue("certificationIds", ids, { shouldValidate: submitted })}
          error={errors.certificationIds?.message}
        />
      )}
      {certifications.isError && !certifications.data && (
        <ErrorText>Could not load your certifications. Close this and try again.</ErrorText>
      )}
      <UnitWarning chosen={chosen} opportunity={opportunity} />
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          label="Completion date"
          {...field("completionDate")}
          type="date"
          min={opportunity.startDate ?? undefined}
          max={today}
        />
        <InputField
          label={`Credits (${opportunity.creditsUnit})`}
          {...field("credits")}
          {...decimalInput}
        />
      </div>
      {refusal.formError && <ErrorText>{refusal.formError}</ErrorText>}
      <DialogActions>
        <SubmitButton
          pending={record.isPending}
          disabled={noCertifications}
          pendingLabel="Recording..."
        >
          Record credit
        </SubmitButton>
      </DialogActions>
    </form>
  );
}
