import { PageHeader } from "@web/components/ui/page-header";
import type { ReactNode } from "react";

/** A list page's h1 and the line under it, with the page's action (Add, Export) beside them. */
export function ListHeading({
  title,
  description,
  action,
}: {
  title: string;
  description: ReactNode;
  action?: ReactNode;
}) {
  const header = <PageHeader title={title} description={description} />;
  if (!action) return header;
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      {header}
      {action}
    </div>
  );
}
