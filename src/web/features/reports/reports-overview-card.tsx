import { deadlineTypeLabels } from "@common/certifications/deadlines";
import type { ReportOverviewRow } from "@common/reports";
import { categoriesMissingText } from "@web/components/certifications/categories-missing-text";
import { CreditsProgress } from "@web/components/certifications/credits-progress";
import { DeadlineStatusBadge } from "@web/components/certifications/deadline-status-badge";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { cn } from "@web/lib/cn";
import { formatDate } from "@web/lib/format-date";
import { daysLeftText, missingText, statusText } from "./report-texts";

function OverviewRow({
  row,
  chosen,
  onChoose,
}: {
  row: ReportOverviewRow;
  chosen: boolean;
  onChoose: () => void;
}) {
  const { certification, deadline, daysLeft } = row;
  const unit = certification.creditsUnit;
  const categoriesLine = categoriesMissingText(row.categoriesMissing, unit);
  return (
    <li
      className={cn(
        "grid min-w-0 gap-3 rounded-md border p-4 md:grid-cols-[minmax(0,2fr)_minmax(0,2fr)_auto] md:items-center",
        chosen && "border-primary ring-1 ring-primary",
      )}
    >
      <div className="grid min-w-0 gap-1">
        <p className="font-medium break-words">{certification.name}</p>
        <p className="text-sm text-muted-foreground">
          {deadline
            ? `${deadlineTypeLabels[deadline.type]} ${formatDate(deadline.date)}`
            : "No deadline"}
          {daysLeft !== null && <> · {daysLeftText(daysLeft)}</>}
        </p>
        <div className="flex flex-wrap gap-2">
          <DeadlineStatusBadge status={certification.deadlineStatus} />
          <Badge variant="outline">{statusText(certification.status)}</Badge>
        </div>
      </div>
      <div className="grid min-w-0 gap-1">
        <CreditsProgress
          earned={certification.creditsEarned}
          required={certification.creditsRequired}
          missing={row.creditsMissing}
          unit={unit}
          name={certification.name}
        />
        {certification.creditsRequired > 0 && (
          <p className="text-sm">{missingText(row.creditsMissing, unit)}</p>
        )}
        {categoriesLine && <p className="text-sm text-muted-foreground">{categoriesLine}</p>}
      </div>
      <div>
        <Button variant={chosen ? "secondary" : "outline"} aria-pressed={chosen} onClick={onChoose}>
          Show report<span className="sr-only"> of {certification.name}</span>
        </Button>
      </div>
    </li>
  );
}

/** Where every certification stands in its current cycle; choosing one shows its report. */
export function ReportsOverviewCard({
  rows,
  chosenId,
  onChoose,
}: {
  rows: ReportOverviewRow[];
  chosenId: number | null;
  onChoose: (certificationId: number) => void;
}) {
  return (
    <Card data-tour="reports-overview" className="min-w-0">
      <CardHeader>
        <CardTitle className="text-xl">Overview</CardTitle>
        <CardDescription>Each certification in its current cycle.</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="grid min-w-0 gap-3">
          {rows.map((row) => (
            <OverviewRow
              key={row.certification.id}
              row={row}
              chosen={row.certification.id === chosenId}
              onChoose={() => onChoose(row.certification.id)}
            />
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
