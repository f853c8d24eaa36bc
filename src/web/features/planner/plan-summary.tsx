import { creditsText } from "@common/certifications/credits-unit";
import type { Plan } from "@common/planner";
import { countOf } from "@common/plural";
import { costText } from "@web/components/opportunities/opportunity-texts";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card";
import { DetailItem } from "@web/components/ui/detail-item";
import { TriangleAlert } from "lucide-react";

/** Said when the solver stopped at its time limit. */
export const timeLimitText =
  "This is the best plan found in the time allowed; a better one may exist.";

/** What the whole plan costs and counts, and whether it is the best there is. */
export function PlanTotals({ plan }: { plan: Pick<Plan, "totals" | "status"> }) {
  const credits = Object.entries(plan.totals.credits);
  return (
    <Card className="grid gap-3 p-4">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <DetailItem term="Total cost">{costText(plan.totals.cost)}</DetailItem>
        <DetailItem term="Credits">
          {credits.length === 0
            ? "None"
            : credits.map(([unit, amount]) => creditsText(amount, unit)).join(", ")}
        </DetailItem>
        <DetailItem term="Courses">{countOf(plan.totals.courses, "course", "courses")}</DetailItem>
      </dl>
      {plan.status === "time-limit" && (
        <p className="text-sm text-muted-foreground">{timeLimitText}</p>
      )}
    </Card>
  );
}

/** What no course in the catalogue can close, each with why: the user has to look elsewhere. */
export function UncoveredGaps({ uncovered }: { uncovered: Plan["uncovered"] }) {
  if (uncovered.length === 0) return null;
  return (
    <Card
      className="border-amber-300 bg-amber-50 text-amber-950"
      role="region"
      aria-label="What no course can close"
    >
      <CardHeader className="pb-3">
        <CardTitle className="flex items-center gap-2 text-lg">
          <TriangleAlert className="size-5 shrink-0 text-amber-600" aria-hidden="true" />
          What no course can close
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid list-disc gap-1 pl-5 text-sm">
          {uncovered.map((gap) => (
            <li key={`${gap.certificationId}-${gap.category ?? ""}`} className="break-words">
              {gap.why}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
