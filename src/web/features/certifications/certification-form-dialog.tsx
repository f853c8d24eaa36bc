import type { Certification } from "@common/certifications/certification";
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
import { CertificationForm } from "./certification-form";

/**
 * Add Certification (no `certification`) or Edit Certification, opened by `trigger`. The form
 * mounts on each opening, so it always starts from the saved values.
 */
export function CertificationFormDialog({
  trigger,
  certification = null,
}: {
  trigger: ReactElement;
  certification?: Certification | null;
}) {
  const [open, setOpen] = useState(false);
  useFormTour("add-certification", open && !certification);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent className="max-w-2xl" onEscapeKeyDown={keepDialogOpenDuringTour}>
        <DialogHeader>
          <DialogTitle>{certification ? "Edit Certification" : "Add Certification"}</DialogTitle>
          <DialogDescription>
            Only the name is required. The deadline is the expiration date, or the reporting period
            end when there is no expiration date.
          </DialogDescription>
        </DialogHeader>
        <CertificationForm certification={certification} onDone={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}
