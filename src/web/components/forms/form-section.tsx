import { cn } from "@web/lib/cn";
import type { ReactNode } from "react";

/** A part of a settings page under its own heading, with a line saying what it does. */
export function FormSection({
  headingId,
  title,
  description,
  className,
  children,
}: {
  headingId: string;
  title: ReactNode;
  description?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={headingId} className={cn("grid gap-3", className)}>
      <h3 id={headingId} className="font-semibold">
        {title}
      </h3>
      {description && <p className="text-sm text-muted-foreground">{description}</p>}
      {children}
    </section>
  );
}
