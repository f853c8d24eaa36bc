import type { Plan, PlannerPreferences, PlanObjective } from "@common/planner";
import { ErrorDisplay } from "@web/components/error-display";
import { ListHeading } from "@web/components/lists/list-heading";
import { EmptyList } from "@web/components/lists/list-states";
import { PageSpinner } from "@web/components/ui/spinner";
import { useCertificationList } from "@web/features/certifications/use-certifications";
import { useDocumentTitle } from "@web/hooks/use-document-title";
import { CircleCheck } from "lucide-react";
import { useMemo, useState } from "react";
import { Link } from "wouter";
import { ObjectiveChoice } from "./objective-choice";
import { PlanExportCard } from "./plan-export-card";
import { PlanPreferencesCard } from "./plan-preferences-card";
import { PlanTotals, UncoveredGaps } from "./plan-summary";
import { type DeadlineGroup, type PlanPicture, planPicture, planTimeline } from "./plan-timeline";
import { PlanTimelineList } from "./plan-timeline-list";
import { usePlan, useSavePlannerPreferences } from "./use-planner";

/** The active certifications, by name: whether any is, and when each is due. */
const activeCertifications = { status: "active", sort: "name", page: 1, pageSize: 100 } as const;

/** "No active certifications", with the way to add one. */
function NoCertifications() {
  return (
    <EmptyList>
      No active certifications to plan for.{" "}
      <Link
        href="/certifications"
        className="font-medium text-primary underline-offset-4 hover:underline"
      >
        Add a certification
      </Link>{" "}
      and the plan shows the courses that renew it.
    </EmptyList>
  );
}

function OnTrack() {
  return (
    <EmptyList>
      <span className="inline-flex items-center gap-2">
        <CircleCheck className="size-4 shrink-0 text-green-600" aria-hidden="true" />
        Every certification is on track: nothing to plan.
      </span>
    </EmptyList>
  );
}

/**
 * The renewal planner: the courses from the catalogue that close every gap of every active
 * certification before its deadline, smallest first in what the user picks, by deadline, each
 * with why; what no course can close; the preferences the plan keeps to; and its export.
 */
export function PlannerPage() {
  useDocumentTitle("Renewal Planner");
  const [minimize, setMinimize] = useState<PlanObjective>("cost");
  const plan = usePlan(minimize);
  const certifications = useCertificationList(activeCertifications);
  const save = useSavePlannerPreferences();
  const deadlines = useMemo(
    () => new Map(certifications.data?.rows.map((row) => [row.id, row.reportingPeriodEnd]) ?? []),
    [certifications.data],
  );

  const busy = save.isPending || plan.isFetching;
  const change = (preferences: PlannerPreferences) => save.mutate(preferences);
  const failed = plan.isError ? plan : certifications.isError ? certifications : null;

  return (
    <div className="grid w-full min-w-0 gap-6">
      <ListHeading
        title="Renewal Planner"
        description="The courses that renew every certification on time, for the least cost, hours or number of courses."
      />
      {failed && !(plan.data && certifications.data) ? (
        <ErrorDisplay error={failed.error} onRetry={() => void failed.refetch()} />
      ) : !plan.data || !certifications.data ? (
        <PageSpinner />
      ) : (
        <PlanView
          plan={plan.data}
          picture={planPicture(plan.data, certifications.data.total)}
          groups={planTimeline(plan.data.courses, deadlines)}
          minimize={minimize}
          onMinimize={setMinimize}
          onChange={change}
          busy={busy}
        />
      )}
    </div>
  );
}

function PlanView({
  plan,
  picture,
  groups,
  minimize,
  onMinimize,
  onChange,
  busy,
}: {
  plan: Plan;
  picture: PlanPicture;
  groups: DeadlineGroup[];
  minimize: PlanObjective;
  onMinimize: (objective: PlanObjective) => void;
  onChange: (preferences: PlannerPreferences) => void;
  busy: boolean;
}) {
  if (picture === "no-certifications") return <NoCertifications />;
  if (picture === "on-track") return <OnTrack />;
  const { preferences } = plan;
  return (
    <div className="grid min-w-0 grid-cols-1 gap-6 lg:grid-cols-3">
      <div className="grid min-w-0 content-start gap-6 lg:col-span-2">
        <div className="flex flex-wrap items-end justify-between gap-2">
          <ObjectiveChoice value={minimize} onChange={onMinimize} />
          <p role="status" className="text-sm text-muted-foreground">
            {busy ? "Planning again…" : ""}
          </p>
        </div>
        <UncoveredGaps uncovered={plan.uncovered} />
        <PlanTotals plan={plan} />
        {groups.length > 0 ? (
          <PlanTimelineList
            groups={groups}
            minimize={plan.minimize}
            preferences={preferences}
            onChange={onChange}
            busy={busy}
          />
        ) : (
          <EmptyList>No course in the catalogue closes what is missing.</EmptyList>
        )}
      </div>
      <div className="grid min-w-0 content-start gap-6">
        <PlanPreferencesCard
          preferences={preferences}
          onChange={onChange}
          busy={busy}
          excludedCourses={plan.excludedCourses}
        />
        <PlanExportCard
          minimize={plan.minimize}
          preferences={preferences}
          onChange={onChange}
          busy={busy}
        />
      </div>
    </div>
  );
}
