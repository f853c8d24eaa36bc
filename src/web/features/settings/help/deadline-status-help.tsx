import type { DeadlineStatus } from "@common/certifications/deadline-status";
import { Badge, type BadgeProps } from "@web/components/ui/badge";
import { HelpSection } from "./help-section";

const rules: { status: DeadlineStatus; rule: string; variant: BadgeProps["variant"] }[] = [
  { status: "Completed", rule: "100% or more of the required credits earned.", variant: "success" },
  { status: "On Track", rule: "From 75% up to just under 100%.", variant: "info" },
  { status: "In Progress", rule: "From 40% up to just under 75%.", variant: "warning" },
  { status: "At Risk", rule: "Under 40%.", variant: "danger" },
];

export function DeadlineStatusHelp() {
  return (
    <HelpSection
      title="Deadline status"
      description="Each certification's status says how far its credits are, as a share of the credits its reporting period requires."
    >
      <dl className="grid gap-3">
        {rules.map(({ status, rule, variant }) => (
          <div key={status} className="grid gap-1 sm:grid-cols-[9rem_1fr] sm:items-center">
            <dt>
              <Badge variant={variant}>{status}</Badge>
            </dt>
            <dd>{rule}</dd>
          </div>
        ))}
      </dl>
      <p>
        A certification that requires 0 credits counts as 100%, so it is Completed. Its deadline is
        the expiration date, or the end of the reporting period when there is no expiration date.
      </p>
    </HelpSection>
  );
}
