import { type ReactElement, type ReactNode, useState } from "react";
import { Button } from "./button";
import { DialogClose, DialogFooter } from "./dialog";
import { TitledDialog } from "./titled-dialog";

/**
 * Asks before a destructive action. `trigger` opens it (focus returns there on close);
 * Cancel or Escape closes it without acting.
 */
export function ConfirmDialog({
  confirmLabel,
  onConfirm,
  ...dialog
}: {
  trigger: ReactElement;
  title: ReactNode;
  description: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <TitledDialog {...dialog} open={open} onOpenChange={setOpen}>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <Button
          variant="destructive"
          onClick={() => {
            setOpen(false);
            onConfirm();
          }}
        >
          {confirmLabel}
        </Button>
      </DialogFooter>
    </TitledDialog>
  );
}
