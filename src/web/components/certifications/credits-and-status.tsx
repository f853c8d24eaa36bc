import type { DeadlineStatus } from "@common/certifications/deadline-status";
import type { CategoryMissing } from "@common/certifications/progress-schema";
import { categoriesMissingText } from "./categories-missing-text";
import { CreditsProgress } from "./credits-progress";
import { DeadlineStatusBadge } from "./deadline-status-badge";
import { RenewalBadge } from "./renewal-badge";

/** The part of a certification (or a dashboard deadline row) that says how far it is. */
type CertificationCredits = {
  name: string;
  creditsEarned: number;
  creditsRequired: number;
  creditsMissing: number;
  categoriesMissing: CategoryMissing[];
  creditsUnit: string;
  deadlineStatus: DeadlineStatus;
  /** ceRequired(...): false shows "No CE required" instead of progress. */
  ceRequired: boolean;
};

/**
 * How far the credits are ("No CE required" when none are), the category minimums still short
 * ("2 ethics contact hours still missing"), with the deadline status badge below and the
 * renewal state beside it (list, summary, dashboard).
 */
export function CreditsAndStatus({
  certification,
  renewal,
}: {
  certification: CertificationCredits;
  /** The certification's own status and expiration date, for "Renew by …". */
  renewal: { status: string; expirationDate: string | null };
}) {
  const categoriesLine = categoriesMissingText(
    certification.categoriesMissing,
    certification.creditsUnit,
  );
  return (
    <>
      <div className="grid gap-1">
        <CreditsProgress
          earned={certification.creditsEarned}
          required={certification.creditsRequired}
          missing={certification.creditsMissing}
          unit={certification.creditsUnit}
          name={certification.name}
          ceRequired={certification.ceRequired}
        />
        {categoriesLine && <p className="text-sm text-muted-foreground">{categoriesLine}</p>}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <DeadlineStatusBadge status={certification.deadlineStatus} />
        <RenewalBadge certification={renewal} />
      </div>
    </>
  );
}
