import { TitledDialog } from "@web/components/ui/titled-dialog";
import { type FormTourName, keepDialogOpenDuringTour, useFormTour } from "@web/tours/use-form-tour";
import { type ReactElement, type ReactNode, useState } from "react";

/**
 * A form in a dialog opened by `trigger`. The form (`children`) mounts on each opening, so it
 * always starts from the saved values, and calls `close` when it is done.
 */
export function FormDialog({
  tour,
  children,
  ...dialog
}: {
  trigger: ReactElement;
  title: string;
  description: ReactNode;
  /** The dialog's width. */
  className: string;
  /**
   * A dialog with a form tour leaves Escape to the tour while one shows, and starts tour `name`
   * on opening when `start` (an Add dialog, not an Edit one).
   */
  tour?: { name: FormTourName; start: boolean };
  children: (close: () => void) => ReactNode;
  /** Starts fetching a lazily loaded form when the trigger is pointed at or focused. */
  preload?: () => void;
}) {
  const [open, setOpen] = useState(false);
  useFormTour(tour?.name, open && tour?.start === true);
  return (
    <TitledDialog
      {...dialog}
      open={open}
      onOpenChange={setOpen}
      onEscapeKeyDown={tour ? keepDialogOpenDuringTour : undefined}
    >
      {children(() => setOpen(false))}
    </TitledDialog>
  );
}
