import { creditsText } from "@common/certifications/credits-unit";
import {
  type PlanCourse,
  type PlannerPreferences,
  type PlanObjective,
  plannedStartText,
} from "@common/planner";
import { costText } from "@web/components/opportunities/opportunity-texts";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { DetailItem } from "@web/components/ui/detail-item";
import { Ban, Pin, PinOff, Target } from "lucide-react";
import { PlannedCompletionDialog } from "./planned-completion-dialog";
import { preferenceChanges } from "./preference-changes";

/** Why the course is in the plan: what it closes or counts toward, one line a certification. */
export function CourseWhy({ course }: { course: Pick<PlanCourse, "countsToward"> }) {
  return (
    <ul className="grid gap-1 text-sm" aria-label="Why this course">
      {course.countsToward.map((count) => (
        <li key={count.certificationId} className="flex items-start gap-1.5 break-words">
          <Target className="mt-0.5 size-4 shrink-0 text-green-700" aria-hidden="true" />
          {count.why}
        </li>
      ))}
    </ul>
  );
}

/**
 * One planned course: what it is, what it counts and costs, when to take it and why; "I completed
 * this", and the changes that make the plan compute again without it, or always with it.
 */
export function PlanCourseItem({
  course,
  minimize,
  preferences,
  onChange,
  busy,
}: {
  course: PlanCourse;
  /** The objective the plan shown was solved for. */
  minimize: PlanObjective;
  preferences: PlannerPreferences;
  onChange: (preferences: PlannerPreferences) => void;
  /** A change is being saved: the plan is about to change. */
  busy: boolean;
}) {
  const { opportunityId: id, title } = course;
  return (
    <li>
      <Card className="grid min-w-0 gap-3 p-4">
        <div className="grid min-w-0 gap-1">
          {course.pinned && (
            <p className="justify-self-start">
              <Badge variant="info">
                <Pin className="size-3.5" aria-hidden="true" />
                Pinned
              </Badge>
            </p>
          )}
          <h3 className="text-lg font-semibold break-words">{title}</h3>
          <p className="text-sm break-words text-muted-foreground">{course.provider}</p>
        </div>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          <DetailItem term="Credits" termClassName="text-xs">
            {creditsText(course.credits, course.creditsUnit)}
          </DetailItem>
          <DetailItem term="Format" termClassName="text-xs">
            {course.format}
          </DetailItem>
          <DetailItem term="Cost" termClassName="text-xs">
            {costText(course.cost)}
          </DetailItem>
          <DetailItem term="Start" termClassName="text-xs">
            {plannedStartText(course)}
          </DetailItem>
        </dl>
        <CourseWhy course={course} />
        <div className="flex flex-wrap gap-2">
          <PlannedCompletionDialog course={course} minimize={minimize} />
          {course.pinned ? (
            <Button
              size="sm"
              variant="outline"
              disabled={busy}
              onClick={() => onChange(preferenceChanges.unpin(preferences, id))}
            >
              <PinOff aria-hidden="true" />
              Unpin<span className="sr-only"> {title}</span>
            </Button>
          ) : (
            <Button
              size="sm"
              variant="outline"
              disabled={busy}
              onClick={() => onChange(preferenceChanges.pin(preferences, id))}
            >
              <Pin aria-hidden="true" />
              Pin<span className="sr-only"> {title}</span>
            </Button>
          )}
          <Button
            size="sm"
            variant="outline"
            disabled={busy}
            onClick={() => onChange(preferenceChanges.excludeCourse(preferences, id))}
          >
            <Ban aria-hidden="true" />
            Exclude this course<span className="sr-only">: {title}</span>
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={busy}
            onClick={() =>
              onChange(preferenceChanges.excludeProvider(preferences, course.provider))
            }
          >
            <Ban aria-hidden="true" />
            Exclude provider<span className="sr-only">: {course.provider}</span>
          </Button>
        </div>
      </Card>
    </li>
  );
}
