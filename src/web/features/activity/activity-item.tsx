import type { Activity } from "@common/certifications/activity";
import { ActivitySubject } from "@web/components/activity/activity-subject";
import { activityLooks } from "@web/components/activity/activity-types";
import { formatDate } from "@web/lib/format-date";
import { format, parseISO } from "date-fns";

/** One entry of the feed: what happened, to which certification, and when. */
export function ActivityItem({ activity }: { activity: Activity }) {
  const look = activityLooks[activity.type];
  const Icon = look.icon;
  return (
    <li className="flex gap-3 p-4">
      <span className="mt-0.5 inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
        <Icon className="size-4" aria-hidden="true" />
      </span>
      <div className="grid min-w-0 flex-1 gap-0.5">
        <p className="text-xs font-semibold tracking-wide text-primary uppercase">{look.label}</p>
        <ActivitySubject activity={activity} />
        <time dateTime={activity.date} className="text-xs text-muted-foreground">
          {formatDate(activity.date)} at {format(parseISO(activity.date), "h:mm a")}
        </time>
      </div>
    </li>
  );
}
