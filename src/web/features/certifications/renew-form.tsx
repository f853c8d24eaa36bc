import {
  type CertificationDetail,
  type RenewalInput,
  renewalInputSchema,
} from "@common/certifications/certification";
import { countOf } from "@common/plural";
import { zodResolver } from "@hookform/resolvers/zod";
import { Button } from "@web/components/ui/button";
import { DialogClose, DialogFooter } from "@web/components/ui/dialog";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { CycleFields } from "./cycle-fields";
import { nextCycleDates } from "./next-cycle-dates";
import { useRenewCertification } from "./use-certification-changes";

type RenewalFormValues = z.input<typeof renewalInputSchema>;

/** The next cycle's dates and credits required, guessed from the current cycle. */
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
    resolver: zodResolver(renewalInputSchema),
    defaultValues: {
      receivedDate: dates.receivedDate ?? "",
      expirationDate: dates.expirationDate ?? "",
      reportingPeriodStart: dates.reportingPeriodStart ?? "",
      reportingPeriodEnd: dates.reportingPeriodEnd ?? "",
      creditsRequired: String(certification.creditsRequired),
    },
  });
  const { errors } = form.formState;
  return (
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
      <CycleFields register={form.register} errors={errors} />
      <DialogFooter className="sm:col-span-2">
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={renew.isPending}>
          {renew.isPending ? "Renewing..." : "Renew Certification"}
        </Button>
      </DialogFooter>
    </form>
  );
}
