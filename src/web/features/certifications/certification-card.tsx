import { ceRequired } from "@common/certifications/attention";
import type { Certification } from "@common/certifications/certification";
import { CreditsAndStatus } from "@web/components/certifications/credits-and-status";
import { Badge } from "@web/components/ui/badge";
import { Link } from "wouter";
import { certificationStatusLabel } from "./certification-labels";
import { CertificationLogo } from "./certification-logo";
import { DeadlineText } from "./deadline-text";

/** One certification in the list: what it is, its deadline and how far its credits are. */
export function CertificationCard({ certification }: { certification: Certification }) {
  return (
    <li className="grid min-w-0 gap-4 rounded-lg border bg-card p-4 text-card-foreground shadow-sm lg:grid-cols-[minmax(0,1fr)_minmax(0,16rem)]">
      <div className="flex min-w-0 gap-3">
        {certification.logo && <CertificationLogo src={certification.logo} alt="" size="small" />}
        <div className="grid min-w-0 content-start gap-1">
          <h2 className="text-lg font-semibold break-words">
            <Link
              href={`/certifications/${certification.id}`}
              className="underline-offset-4 hover:underline"
            >
              {certification.name}
            </Link>
          </h2>
          {certification.provider && (
            <p className="text-sm break-words text-muted-foreground">{certification.provider}</p>
          )}
          <p className="text-sm">
            <DeadlineText certification={certification} />
          </p>
          <div>
            <Badge variant="outline">
              <span className="sr-only">Status: </span>
              {certificationStatusLabel(certification.status)}
            </Badge>
          </div>
        </div>
      </div>
      <div className="grid min-w-0 content-start gap-2">
        <CreditsAndStatus
          certification={{ ...certification, ceRequired: ceRequired(certification) }}
          renewal={certification}
        />
      </div>
    </li>
  );
}
