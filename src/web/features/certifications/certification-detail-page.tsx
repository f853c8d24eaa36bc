import { ErrorDisplay } from "@web/components/error-display";
import { PageSpinner } from "@web/components/ui/spinner";
import { CreditsSection } from "@web/features/credits/credits-section";
import { RuleChangeCard } from "@web/features/requirement-library/rule-change-card";
import { RuleSetCard } from "@web/features/requirement-library/rule-set-card";
import { useDocumentTitle } from "@web/hooks/use-document-title";
import { ApiError } from "@web/lib/api-error";
import { ArrowLeft } from "lucide-react";
import { Link, useParams } from "wouter";
import { CertificationActions } from "./certification-actions";
import { CertificationNotFound } from "./certification-not-found";
import { CertificationSummaryCard } from "./certification-summary-card";
import { CycleDocumentCard } from "./cycle-document-card";
import { LicenseDetailsCard } from "./license-details-card";
import { PacePlanCard } from "./pace-plan-card";
import { PastCyclesSection } from "./past-cycles-section";
import { ProgressExplainedCard } from "./progress-explained-card";
import { RequirementsCard } from "./requirements-card";
import { useCertification } from "./use-certifications";

function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

export function CertificationDetailPage() {
  const params = useParams<{ id: string }>();
  const id = Number(params.id);
  const validId = Number.isInteger(id) && id > 0;
  const query = useCertification(id);
  const notFound = !validId || isNotFound(query.error);
  useDocumentTitle(
    notFound ? "Certification not found" : (query.data?.name ?? "Certification details"),
  );

  if (notFound) return <CertificationNotFound />;
  if (query.isPending) return <PageSpinner />;
  if (query.isError && !query.data) {
    return <ErrorDisplay error={query.error} onRetry={() => void query.refetch()} />;
  }
  const certification = query.data;
  return (
    <div className="grid w-full min-w-0 gap-6">
      <div>
        <Link
          href="/certifications"
          className="inline-flex items-center gap-1 text-sm text-muted-foreground underline-offset-4 hover:underline"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          All certifications
        </Link>
      </div>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <h1 className="min-w-0 text-3xl font-bold tracking-tight break-words">
          {certification.name}
        </h1>
        <CertificationActions certification={certification} />
      </div>
      <RuleChangeCard certificationId={certification.id} />
      <CertificationSummaryCard certification={certification} />
      <ProgressExplainedCard certification={certification} />
      <div className="grid min-w-0 gap-6 lg:grid-cols-2">
        <PacePlanCard certification={certification} />
        <RequirementsCard certification={certification} />
      </div>
      {certification.ruleSet && <RuleSetCard link={certification.ruleSet} />}
      <CreditsSection certification={certification} />
      <div className="grid min-w-0 gap-6 lg:grid-cols-2">
        <LicenseDetailsCard certification={certification} />
        <CycleDocumentCard certification={certification} />
      </div>
      {certification.pastCycles.length > 0 && <PastCyclesSection certification={certification} />}
    </div>
  );
}
