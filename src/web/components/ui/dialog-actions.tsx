import type { ReactNode } from "react";
import { Button } from "./button";
import { DialogClose, DialogFooter } from "./dialog";

/**
 * A dialog's footer: the button that closes it without acting (Cancel, or `closeLabel` in a
 * dialog that only shows something), then the dialog's own action (`children`), if any.
 */
export function DialogActions({
  closeLabel = "Cancel",
  className,
  children,
}: {
  closeLabel?: string;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <DialogFooter className={className}>
      <DialogClose asChild>
        <Button variant="outline">{closeLabel}</Button>
      </DialogClose>
      {children}
    </DialogFooter>
  );
}
