import type { Credit } from "@common/certifications/credit";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@web/components/ui/dialog";
import { keepDialogOpenDuringTour, useFormTour } from "@web/tours/use-form-tour";
import { type ReactElement, useState } from "react";
import { CreditForm } from "./credit-form";

/** Add Credit (no `credit`) or Edit Credit, opened by `trigger`; the form mounts on each opening. */
export function CreditFormDialog({
  trigger,
  certificationId,
  unit,
  credit = null,
}: {
  trigger: ReactElement;
  certificationId: number;
  /** The certification's credits unit, to say what a credit counts. */
  unit: string;
  credit?: Credit | null;
}) {
  const [open, setOpen] = useState(false);
  useFormTour("add-credit", open && !credit);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent className="max-w-lg" onEscapeKeyDown={keepDialogOpenDuringTour}>
        <DialogHeader>
          <DialogTitle>{credit ? "Edit Credit" : "Add Credit"}</DialogTitle>
          <DialogDescription>
            A course or activity completed in this cycle, counted in {unit}.
          </DialogDescription>
        </DialogHeader>
        <CreditForm
          certificationId={certificationId}
          credit={credit}
          onDone={() => setOpen(false)}
        />
      </DialogContent>
    </Dialog>
  );
}
