import type { AttentionRow } from "@common/certifications/attention";
import { CreditsAndStatus } from "@web/components/certifications/credits-and-status";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card";
import { CircleCheck, TriangleAlert } from "lucide-react";
import { Link } from "wouter";

/** One certification that needs attention, with why in words. */
function AttentionItem({ row }: { row: AttentionRow }) {
  return (
    <li className="grid gap-3 rounded-md border border-amber-300 p-3 sm:grid-cols-[minmax(0,1fr)_12rem_auto] sm:items-center">
      <div className="grid min-w-0 gap-1">
        <Link
          href={`/certifications/${row.id}`}
          className="font-medium break-words text-foreground hover:underline"
        >
          {row.name}
        </Link>
        <ul className="grid gap-1 text-sm">
          {row.reasons.map((reason) => (
            <li key={reason} className="flex items-start gap-1.5 break-words">
              <TriangleAlert className="mt-0.5 size-4 shrink-0 text-amber-600" aria-hidden="true" />
              {reason}
            </li>
          ))}
        </ul>
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
          ceRequired: true,
        }}
        renewal={{ status: "active", expirationDate: row.expirationDate }}
      />
    </li>
  );
}

/**
 * Every active certification at risk, behind its pace plan or past its credits deadline,
 * whatever its date, most urgent first: what Upcoming Deadlines' 90 days can leave out.
 */
export function NeedsAttentionCard({ rows }: { rows: AttentionRow[] }) {
  return (
    <Card data-tour="needs-attention">
      <CardHeader>
        <CardTitle className="text-xl">Needs attention</CardTitle>
      </CardHeader>
      <CardContent>
        {rows.length === 0 ? (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <CircleCheck className="size-4 shrink-0 text-green-600" aria-hidden="true" />
            Nothing needs attention: no active certification is at risk, behind its pace plan or
            past its credits deadline.
          </p>
        ) : (
          <ul className="grid gap-3">
            {rows.map((row) => (
              <AttentionItem key={row.id} row={row} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
