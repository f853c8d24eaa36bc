import { type ReactElement, type ReactNode, Suspense } from "react";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "./dialog";
import { Spinner } from "./spinner";

/**
 * A dialog opened by `trigger`, named by `title` and described by `description`, with `children`
 * below. Leave out `open` and `onOpenChange` to let it keep its own open state. Children loaded
 * lazily (a form fetched on opening) show a spinner meanwhile; `preload` starts fetching them
 * as soon as the trigger is pointed at (a touch starts there) or focused.
 */
export function TitledDialog({
  trigger,
  title,
  description,
  open,
  onOpenChange,
  className,
  onEscapeKeyDown,
  preload,
  children,
}: {
  trigger: ReactElement;
  title: ReactNode;
  description: ReactNode;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  className?: string;
  onEscapeKeyDown?: (event: KeyboardEvent) => void;
  preload?: () => void;
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild onPointerEnter={preload} onFocus={preload}>
        {trigger}
      </DialogTrigger>
      <DialogContent className={className} onEscapeKeyDown={onEscapeKeyDown}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <Suspense
          fallback={
            <div className="flex justify-center py-8">
              <Spinner />
            </div>
          }
        >
          {children}
        </Suspense>
      </DialogContent>
    </Dialog>
  );
}
