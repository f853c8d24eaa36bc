import type { CalendarDate } from "@common/certifications/calendar-date";
import {
  type Credit,
  type CreditInput,
  creditInputSchema,
  creditMessages,
} from "@common/certifications/credit";
import { zodResolver } from "@hookform/resolvers/zod";
import { Button } from "@web/components/ui/button";
import { DialogClose, DialogFooter } from "@web/components/ui/dialog";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { Textarea } from "@web/components/ui/textarea";
import { useToday } from "@web/hooks/use-today";
import { useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { CertificateField } from "./certificate-field";
import { DateField } from "./date-field";
import { useSaveCredit } from "./use-credit-changes";

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

/** A credit of the certification's current cycle, added (no `credit`) or edited. */
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
  const form = useForm<CreditFormValues, unknown, CreditInput>({
    resolver: zodResolver(schema),
    defaultValues: {
      title: credit?.title ?? "",
      description: credit?.description ?? "",
      credits: credit ? String(credit.credits) : "",
      completionDate: credit?.completionDate ?? today,
    },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((input) =>
    save.mutate({ id: credit?.id ?? null, input, certificate }, { onSuccess: onDone }),
  );
  return (
    <form noValidate data-tour="credit-form" className="grid min-w-0 gap-4" onSubmit={submit}>
      <FormField label="Title" error={errors.title?.message}>
        {(control) => <Input {...control} {...form.register("title")} autoComplete="off" />}
      </FormField>
      <FormField label="Description" error={errors.description?.message}>
        {(control) => <Textarea {...control} {...form.register("description")} rows={3} />}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Credits" error={errors.credits?.message}>
          {(control) => (
            <Input
              {...control}
              {...form.register("credits")}
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
            />
          )}
        </FormField>
        <DateField
          label="Completion date"
          error={errors.completionDate?.message}
          registration={form.register("completionDate")}
          max={today}
        />
      </div>
      <CertificateField credit={credit} onChange={setCertificate} />
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? "Saving..." : "Save Credit"}
        </Button>
      </DialogFooter>
    </form>
  );
}
