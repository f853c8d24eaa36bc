import type { AttentionRow } from "@common/certifications/attention";
import { CircleCheck, TriangleAlert } from "lucide-react";
import { DashboardCertificationItem } from "./dashboard-certification-item";
import { DashboardListCard } from "./dashboard-list-card";

/** One certification that needs attention, with why in words. */
function AttentionItem({ row }: { row: AttentionRow }) {
  return (
    <DashboardCertificationItem
      row={row}
      ceRequired={true}
      className="border-amber-300"
      detailsClassName="gap-1"
    >
      <ul className="grid gap-1 text-sm">
        {row.reasons.map((reason) => (
          <li key={reason} className="flex items-start gap-1.5 break-words">
            <TriangleAlert className="mt-0.5 size-4 shrink-0 text-amber-600" aria-hidden="true" />
            {reason}
          </li>
        ))}
      </ul>
    </DashboardCertificationItem>
  );
}

/**
 * Every active certification at risk, behind its pace plan or past its credits deadline,
 * whatever its date, most urgent first: what Upcoming Deadlines' 90 days can leave out.
 */
export function NeedsAttentionCard({ rows }: { rows: AttentionRow[] }) {
  return (
    <DashboardListCard
      tour="needs-attention"
      title="Needs attention"
      rows={rows}
      Item={AttentionItem}
    >
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        <CircleCheck className="size-4 shrink-0 text-green-600" aria-hidden="true" />
        Nothing needs attention: no active certification is at risk, behind its pace plan or past
        its credits deadline.
      </p>
    </DashboardListCard>
  );
}
