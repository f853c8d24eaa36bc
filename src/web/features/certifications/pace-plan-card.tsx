import { ceRequired, noCeRequiredText } from "@common/certifications/attention";
import type { CertificationDetail } from "@common/certifications/certification";
import { creditsText } from "@common/certifications/credits-unit";
import { TitledCard } from "@web/components/ui/card";
import { DetailItem } from "@web/components/ui/detail-item";
import { formatDate } from "@web/lib/format-date";
import { TriangleAlert } from "lucide-react";

/** Why there is no plan: nothing required or missing, or no date to finish by (or it has passed). */
function noPlanText(certification: CertificationDetail): string {
  if (!ceRequired(certification)) return `${noCeRequiredText}: there is nothing to plan.`;
  if (certification.creditsMissing === 0) return "Nothing is missing: there is nothing to plan.";
  if (!certification.reportingPeriodEnd && !certification.expirationDate) {
    return "Set a reporting period end or an expiration date to plan the credits still missing.";
  }
  return "The date the credits were due by has passed.";
}

/**
 * "Pace plan": how much to do each month to finish on time, where the pace of the last 90 days
 * leads, and a warning when that is after the deadline. Each figure is shown once, as a tile;
 * the plan in sentences (`pace.explanation`) stays in the API answer.
 */
export function PacePlanCard({ certification }: { certification: CertificationDetail }) {
  const { pace, creditsUnit: unit } = certification;
  return (
    <TitledCard title="Pace plan" className="min-w-0" contentClassName="grid min-w-0 gap-4">
      {pace === null ? (
        <p className="text-sm text-muted-foreground">{noPlanText(certification)}</p>
      ) : (
        <>
          {pace.behind && (
            <div className="flex items-start gap-2 rounded-md border border-destructive p-3 text-sm text-destructive">
              <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <p>
                <strong>Falling behind:</strong> at your pace so far you would not finish by the
                date the credits are due.
              </p>
            </div>
          )}
          <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3">
            <DetailItem term="Needed each month">{creditsText(pace.perMonth, unit)}</DetailItem>
            <DetailItem term="Your pace (last 90 days)">
              {pace.recentPerMonth === null
                ? "Too early to tell"
                : `${creditsText(pace.recentPerMonth, unit)} a month`}
            </DetailItem>
            <DetailItem term="Expected finish">
              {pace.expectedFinish
                ? formatDate(pace.expectedFinish)
                : pace.recentPerMonth === null
                  ? "Too early to tell"
                  : "Not at this pace"}
            </DetailItem>
            <DetailItem term="Due by">{formatDate(pace.deadline)}</DetailItem>
            <DetailItem term="Still missing">{creditsText(pace.creditsMissing, unit)}</DetailItem>
          </dl>
        </>
      )}
    </TitledCard>
  );
}
