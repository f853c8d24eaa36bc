import type { Activity } from "@common/certifications/activity";
import { Link } from "wouter";

/** An entry's title (linking to its certification, if it has one) and its detail. */
export function ActivitySubject({ activity }: { activity: Activity }) {
  return (
    <>
      {activity.certificationId === null ? (
        <p className="font-medium break-words">{activity.title}</p>
      ) : (
        <Link
          href={`/certifications/${activity.certificationId}`}
          className="font-medium break-words text-foreground hover:underline"
        >
          {activity.title}
        </Link>
      )}
      {activity.detail && (
        <p className="text-sm break-words text-muted-foreground">{activity.detail}</p>
      )}
    </>
  );
}
