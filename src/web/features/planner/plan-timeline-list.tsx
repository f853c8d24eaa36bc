import { formatCalendarDate } from "@common/certifications/calendar-date";
import type { PlannerPreferences, PlanObjective } from "@common/planner";
import { CalendarClock } from "lucide-react";
import { PlanCourseItem } from "./plan-course-item";
import type { DeadlineGroup } from "./plan-timeline";

/** The plan by deadline: each deadline headed by the certifications due then, its courses under it. */
export function PlanTimelineList({
  groups,
  minimize,
  preferences,
  onChange,
  busy,
}: {
  groups: DeadlineGroup[];
  minimize: PlanObjective;
  preferences: PlannerPreferences;
  onChange: (preferences: PlannerPreferences) => void;
  busy: boolean;
}) {
  return (
    <ol className="grid gap-6" aria-label="Plan by deadline">
      {groups.map((group) => (
        <li key={group.deadline} className="grid gap-3">
          <h2 className="flex flex-wrap items-center gap-x-2 text-lg font-semibold">
            <CalendarClock className="size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
            By {formatCalendarDate(group.deadline)}
            <span className="font-normal text-muted-foreground">
              · {group.certifications.join(", ")}
            </span>
          </h2>
          <ul className="grid gap-3 border-l-2 border-muted pl-4">
            {group.courses.map((course) => (
              <PlanCourseItem
                key={course.opportunityId}
                course={course}
                minimize={minimize}
                preferences={preferences}
                onChange={onChange}
                busy={busy}
              />
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}
