import { type ReactElement, type ReactNode, useState } from "react";
import { Button } from "./button";
import { DialogActions } from "./dialog-actions";
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
      <DialogActions>
        <Button
          variant="destructive"
          onClick={() => {
            setOpen(false);
            onConfirm();
          }}
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </TitledDialog>
  );
}
