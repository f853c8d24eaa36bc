import { cn } from "@web/lib/cn";
import type { ReactNode } from "react";

/** One term and its value in a card's description list (certification details, reports). */
export function DetailItem({
  term,
  termClassName,
  children,
}: {
  term: string;
  /** The term's size, when not the value's. */
  termClassName?: string;
  children: ReactNode;
}) {
  return (
    <div className="grid min-w-0 gap-0.5">
      <dt className={cn("text-sm text-muted-foreground", termClassName)}>{term}</dt>
      <dd className="text-sm font-medium break-words">{children}</dd>
    </div>
  );
}
