import type { ReactNode } from "react";

/** A page's h1 with one line under it saying what the page is for. */
export function PageHeader({ title, description }: { title: string; description: ReactNode }) {
  return (
    <div className="grid gap-1">
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      <p className="text-sm text-muted-foreground">{description}</p>
    </div>
  );
}
