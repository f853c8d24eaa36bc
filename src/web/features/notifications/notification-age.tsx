import { formatDate } from "@web/lib/format-date";
import { differenceInSeconds, format, formatDistanceToNowStrict, parseISO } from "date-fns";

/** How long ago a notification came ("3 hours ago"); the full date and time on hover. */
export function NotificationAge({ createdAt }: { createdAt: string }) {
  const when = parseISO(createdAt);
  const age =
    differenceInSeconds(new Date(), when) < 60
      ? "Just now"
      : formatDistanceToNowStrict(when, { addSuffix: true });
  return (
    <time
      dateTime={createdAt}
      title={`${formatDate(createdAt)} ${format(when, "h:mm a")}`}
      className="text-xs text-muted-foreground"
    >
      {age}
    </time>
  );
}
