import type { DeadlineStatus } from "@common/certifications/deadline-status";
import { CreditsProgress } from "./credits-progress";
import { DeadlineStatusBadge } from "./deadline-status-badge";

/** The part of a certification (or a dashboard deadline row) that says how far it is. */
type CertificationCredits = {
  name: string;
  creditsEarned: number;
  creditsRequired: number;
  creditsUnit: string;
  deadlineStatus: DeadlineStatus;
};

/** How far the credits are, with the deadline status badge below (list, summary, dashboard). */
export function CreditsAndStatus({ certification }: { certification: CertificationCredits }) {
  return (
    <>
      <CreditsProgress
        earned={certification.creditsEarned}
        required={certification.creditsRequired}
        unit={certification.creditsUnit}
        name={certification.name}
      />
      <div>
        <DeadlineStatusBadge status={certification.deadlineStatus} />
      </div>
    </>
  );
}
