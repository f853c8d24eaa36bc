import type { Activity } from "@common/certifications/activity";
import { ActivitySubject } from "@web/components/activity/activity-subject";
import { activityLooks } from "@web/components/activity/activity-types";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card";
import { formatDate } from "@web/lib/format-date";
import { format, formatDistance, parseISO } from "date-fns";
import { Link } from "wouter";
import { useNow } from "./use-now";

function ActivityItem({ activity, now }: { activity: Activity; now: Date }) {
  const look = activityLooks[activity.type];
  const Icon = look.icon;
  const when = parseISO(activity.date);
  return (
    <li className="flex gap-3">
      <span className="mt-0.5 inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
        <Icon className="size-4" aria-hidden="true" />
        <span className="sr-only">{look.label}</span>
      </span>
      <div className="grid min-w-0 gap-0.5">
        <ActivitySubject activity={activity} />
        <time
          dateTime={activity.date}
          title={`${formatDate(activity.date)} ${format(when, "h:mm a")}`}
          className="text-xs text-muted-foreground"
        >
          {formatDistance(when, now, { addSuffix: true })}
        </time>
      </div>
    </li>
  );
}

/** The newest few entries of the activity feed, with a link to all of it. */
export function RecentActivityCard({ activities }: { activities: Activity[] }) {
  const now = useNow();
  return (
    <Card data-tour="recent-activity">
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle className="text-xl">Recent Activity</CardTitle>
        <Link href="/activities" className="text-sm font-medium text-primary hover:underline">
          View all activity
        </Link>
      </CardHeader>
      <CardContent>
        {activities.length === 0 ? (
          <p className="py-6 text-center text-sm text-muted-foreground">No recent activity</p>
        ) : (
          <ul className="grid gap-4">
            {activities.map((activity) => (
              <ActivityItem key={activity.id} activity={activity} now={now} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
