import type { ReactNode } from "react";

/** A short error in a form or a panel, in the destructive colour, read out as soon as it shows. */
export function ErrorText({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <p id={id} role="alert" className="text-sm text-destructive">
      {children}
    </p>
  );
}
