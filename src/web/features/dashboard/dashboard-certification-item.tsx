import type { DeadlineStatus } from "@common/certifications/deadline-status";
import type { CategoryMissing } from "@common/certifications/progress-schema";
import { CreditsAndStatus } from "@web/components/certifications/credits-and-status";
import { cn } from "@web/lib/cn";
import type { ReactNode } from "react";
import { Link } from "wouter";

/** What a dashboard row of a certification shows beside its name. */
type DashboardCertification = {
  id: number;
  name: string;
  creditsEarned: number;
  creditsNeeded: number;
  creditsMissing: number;
  categoriesMissing: CategoryMissing[];
  creditsUnit: string;
  status: DeadlineStatus;
  expirationDate: string | null;
};

/**
 * One certification in a dashboard card: its name (wrapping rather than cut, since long names
 * differ only at the end) linking to it, what the card says of it under the name, and its
 * credits, status and renewal state beside.
 */
export function DashboardCertificationItem({
  row,
  ceRequired,
  className,
  detailsClassName,
  children,
}: {
  row: DashboardCertification;
  ceRequired: boolean;
  className?: string;
  detailsClassName?: string;
  children: ReactNode;
}) {
  return (
    <li
      className={cn(
        "grid gap-3 rounded-md border p-3 sm:grid-cols-[minmax(0,1fr)_12rem_auto] sm:items-center",
        className,
      )}
    >
      <div className={cn("grid min-w-0 gap-0.5", detailsClassName)}>
        <Link
          href={`/certifications/${row.id}`}
          className="font-medium break-words text-foreground hover:underline"
        >
          {row.name}
        </Link>
        {children}
      </div>
      <CreditsAndStatus
        certification={{
          name: row.name,
          creditsEarned: row.creditsEarned,
          creditsRequired: row.creditsNeeded,
          creditsMissing: row.creditsMissing,
          categoriesMissing: row.categoriesMissing,
          creditsUnit: row.creditsUnit,
          deadlineStatus: row.status,
          ceRequired,
        }}
        renewal={{ status: "active", expirationDate: row.expirationDate }}
      />
    </li>
  );
}
