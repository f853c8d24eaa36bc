import { creditsText } from "@common/certifications/credits-unit";
import type { CycleReport } from "@common/reports";
import { CreditsProgress } from "@web/components/certifications/credits-progress";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { DetailItem } from "@web/components/ui/detail-item";
import { formatDate } from "@web/lib/format-date";
import { cycleLabel, daysLeftText, missingText, statusText } from "./report-texts";

function periodText(start: string | null, end: string | null): string {
  if (!start && !end) return "Not set";
  return `${formatDate(start, "Not set")} – ${formatDate(end, "Not set")}`;
}

/** The chosen cycle: its dates, status, days left and credits against the requirement. */
export function CycleSummaryCard({ report }: { report: CycleReport }) {
  const { certification, progress } = report;
  const unit = certification.creditsUnit;
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle className="text-xl break-words">{certification.name}</CardTitle>
        <CardDescription>
          {cycleLabel(report.cycle, report.current)}
          {certification.provider && <> · {certification.provider}</>}
          {certification.licenseNumber && <> · License {certification.licenseNumber}</>}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
          <DetailItem term="Reporting period">
            {periodText(report.reportingPeriodStart, report.reportingPeriodEnd)}
          </DetailItem>
          <DetailItem term="Received">{formatDate(report.receivedDate, "Not set")}</DetailItem>
          <DetailItem term="Expiration">{formatDate(report.expirationDate, "Not set")}</DetailItem>
          <DetailItem term="Certification status">{statusText(certification.status)}</DetailItem>
          <DetailItem term="Days left">
            {report.daysLeft === null
              ? report.current
                ? "No deadline"
                : "Cycle finished"
              : daysLeftText(report.daysLeft)}
          </DetailItem>
          <DetailItem term="Counted">{creditsText(progress.counted, unit)}</DetailItem>
          <DetailItem term="Required">{creditsText(progress.creditsRequired, unit)}</DetailItem>
          <DetailItem term="Still missing">{missingText(progress.creditsMissing, unit)}</DetailItem>
        </dl>
        <div className="grid max-w-xl gap-2">
          <h3 className="text-sm font-medium">Credits this cycle</h3>
          <CreditsProgress
            earned={progress.counted}
            required={progress.creditsRequired}
            missing={progress.creditsMissing}
            unit={unit}
            name={certification.name}
          />
        </div>
      </CardContent>
    </Card>
  );
}
