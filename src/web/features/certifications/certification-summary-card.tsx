import { ceRequired } from "@common/certifications/attention";
import type { CertificationDetail } from "@common/certifications/certification";
import { CreditsAndStatus } from "@web/components/certifications/credits-and-status";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card";
import { formatDate } from "@web/lib/format-date";
import type { ReactNode } from "react";
import { certificationStatusLabel, periodText } from "./certification-labels";
import { CertificationLogo } from "./certification-logo";
import { DeadlineText } from "./deadline-text";

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid min-w-0 gap-0.5">
      <dt className="text-sm text-muted-foreground">{term}</dt>
      <dd className="text-sm font-medium break-words">{children}</dd>
    </div>
  );
}

/** What the certification is and where its current cycle stands. */
export function CertificationSummaryCard({
  certification,
}: {
  certification: CertificationDetail;
}) {
  return (
    <Card data-tour="certification-summary" className="min-w-0">
      <CardHeader className="flex-row flex-wrap items-center gap-4">
        {certification.logo && (
          <CertificationLogo
            src={certification.logo}
            alt={`Logo of ${certification.name}`}
            size="large"
          />
        )}
        <CardTitle className="text-xl">Summary</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-6">
        <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <Detail term="Provider">{certification.provider ?? "Not set"}</Detail>
          <Detail term="Status">{certificationStatusLabel(certification.status)}</Detail>
          <Detail term="Deadline">
            <DeadlineText certification={certification} />
          </Detail>
          <Detail term="Received">{formatDate(certification.receivedDate, "Not set")}</Detail>
          <Detail term="Expiration">{formatDate(certification.expirationDate, "Not set")}</Detail>
          <Detail term="Reporting period">
            {periodText(certification.reportingPeriodStart, certification.reportingPeriodEnd)}
          </Detail>
          {certification.cycle > 1 && <Detail term="Cycle">{certification.cycle}</Detail>}
        </dl>
        <div className="grid max-w-xl gap-2">
          <h3 className="text-sm font-medium">Credits this cycle</h3>
          <CreditsAndStatus
            certification={{ ...certification, ceRequired: ceRequired(certification) }}
            renewal={certification}
          />
        </div>
      </CardContent>
    </Card>
  );
}
