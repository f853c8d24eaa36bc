import type { DeadlineStatus } from "@common/certifications/deadline-status";
import type { CategoryMissing } from "@common/certifications/progress-schema";
import { categoriesMissingText } from "./categories-missing-text";
import { CreditsProgress } from "./credits-progress";
import { DeadlineStatusBadge } from "./deadline-status-badge";

/** The part of a certification (or a dashboard deadline row) that says how far it is. */
type CertificationCredits = {
  name: string;
  creditsEarned: number;
  creditsRequired: number;
  creditsMissing: number;
  categoriesMissing: CategoryMissing[];
  creditsUnit: string;
  deadlineStatus: DeadlineStatus;
};

/**
 * How far the credits are, the category minimums still short ("2 ethics contact hours still
 * missing"), with the deadline status badge below (list, summary, dashboard).
 */
export function CreditsAndStatus({ certification }: { certification: CertificationCredits }) {
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
        />
        {categoriesLine && <p className="text-sm text-muted-foreground">{categoriesLine}</p>}
      </div>
      <div>
        <DeadlineStatusBadge status={certification.deadlineStatus} />
      </div>
    </>
  );
}
