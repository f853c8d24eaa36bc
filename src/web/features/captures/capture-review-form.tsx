import type { CaptureFieldName } from "@common/capture/capture-fields";
import { type Capture, type CaptureCreditInput, captureCreditInputSchema } from "@common/captures";
import type { CalendarDate } from "@common/certifications/calendar-date";
import { type Credit, creditMessages } from "@common/certifications/credit";
import { creditsText } from "@common/certifications/credits-unit";
import { zodResolver } from "@hookform/resolvers/zod";
import { DateField } from "@web/components/forms/date-field";
import { InputField } from "@web/components/forms/input-field";
import { decimalInput } from "@web/components/forms/input-kinds";
import { fieldsOf } from "@web/components/forms/registered-field";
import { SubmitButton } from "@web/components/forms/submit-button";
import { TextareaField } from "@web/components/forms/textarea-field";
import { Button } from "@web/components/ui/button";
import { CreditCategoriesField } from "@web/features/credits/credit-categories-field";
import { useCreditTargets } from "@web/features/credits/use-credit-targets";
import { useToday } from "@web/hooks/use-today";
import { type ReactNode, useMemo } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { CountsTowardField } from "./counts-toward-field";
import { ReadFromHint } from "./read-from-hint";
import { useSaveCapture } from "./use-capture-changes";

type ReviewValues = z.input<typeof captureCreditInputSchema>;

function reviewSchema(today: CalendarDate) {
  return captureCreditInputSchema.refine((credit) => credit.completionDate <= today, {
    path: ["completionDate"],
    message: creditMessages.completionDateInFuture,
  });
}

/**
 * The form as read: every field the reader found, and the certifications suggested in the
 * certificate's own unit (one in another unit waits for the user to give its amount).
 */
export function readValues(capture: Capture): ReviewValues {
  const read = capture.fields;
  return {
    title: read?.title ?? "",
    provider: read?.provider ?? "",
    approvalNumber: "",
    description: "",
    credits: read?.credits != null ? String(read.credits) : "",
    completionDate: read?.completionDate ?? "",
    categories: read?.categories ?? [],
    certificationIds: capture.suggestions
      .filter((suggestion) => suggestion.credits !== null)
      .map((suggestion) => suggestion.certificationId),
  };
}

/**
 * The credit as read from the certificate, for the user to check: each field says the words it
 * was read from and is marked when the reader was unsure. Nothing is saved until Save (or Save
 * and next, when `hasNext`); `onSaved` says which, with the credit saved.
 */
export function CaptureReviewForm({
  capture,
  onShow,
  hasNext,
  onSaved,
  discard,
}: {
  capture: Capture;
  onShow: (field: CaptureFieldName, bringIntoView?: boolean) => void;
  hasNext: boolean;
  onSaved: (then: "back" | "next", credit: Credit) => void;
  discard: ReactNode;
}) {
  const today = useToday();
  const schema = useMemo(() => reviewSchema(today), [today]);
  const save = useSaveCapture(capture.id);
  const form = useForm<ReviewValues, unknown, CaptureCreditInput>({
    resolver: zodResolver(schema),
    defaultValues: readValues(capture),
  });
  const field = fieldsOf(form);
  const { errors, isSubmitted: submitted } = form.formState;
  const chosenIds = form.watch("certificationIds") ?? [];
  const categories = form.watch("categories") ?? [];
  const targets = useCreditTargets(chosenIds);
  const submit = (then: "back" | "next") =>
    form.handleSubmit((input) =>
      save.mutate(input, { onSuccess: (credit) => onSaved(then, credit) }),
    );
  const hint = (name: CaptureFieldName) => (
    <ReadFromHint capture={capture} field={name} onShow={onShow} />
  );
  const read = capture.fields;
  const readCredits =
    read?.credits != null && read.creditsUnit ? creditsText(read.credits, read.creditsUnit) : null;
  return (
    <form noValidate className="grid min-w-0 gap-4" onSubmit={submit("back")}>
      <InputField label="Title" hint={hint("title")} {...field("title")} autoComplete="off" />
      <InputField
        label="Provider"
        hint={hint("provider")}
        {...field("provider")}
        autoComplete="off"
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          label="Credits"
          hint={
            <span className="grid gap-1">
              {readCredits && <span>On the certificate: {readCredits}</span>}
              {hint("credits")}
            </span>
          }
          {...field("credits")}
          {...decimalInput}
        />
        <DateField
          label="Completion date"
          hint={hint("completionDate")}
          {...field("completionDate")}
          max={today}
        />
      </div>
      <InputField
        label="Approval number"
        hint="Optional. The provider's approval or course number, as on the certificate."
        {...field("approvalNumber")}
        autoComplete="off"
      />
      <TextareaField label="Description" {...field("description")} rows={2} />
      <CountsTowardField
        capture={capture}
        certifications={targets.offered}
        loading={targets.loading}
        failed={targets.failed}
        value={chosenIds}
        onChange={(ids) => form.setValue("certificationIds", ids, { shouldValidate: submitted })}
        onUseCredits={(credits) =>
          form.setValue("credits", String(credits), { shouldValidate: submitted })
        }
        error={errors.certificationIds?.message}
      />
      <CreditCategoriesField
        offered={targets.categories}
        value={categories}
        onChange={(names) => form.setValue("categories", names, { shouldValidate: submitted })}
        error={errors.categories?.message}
      />
      {hint("categories")}
      <div className="flex flex-wrap items-center gap-2">
        <SubmitButton pending={save.isPending}>Save</SubmitButton>
        {hasNext && (
          <Button variant="secondary" disabled={save.isPending} onClick={submit("next")}>
            Save and next
          </Button>
        )}
        {discard}
      </div>
    </form>
  );
}
