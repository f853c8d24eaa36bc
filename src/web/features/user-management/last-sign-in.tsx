import { formatDate } from "@web/lib/format-date";
import { differenceInSeconds, format, formatDistanceToNowStrict, parseISO } from "date-fns";

/** How long ago the user last signed in ("3 days ago"), the date and time on hover; or Never. */
export function LastSignIn({ at }: { at: string | null }) {
  if (!at) return <span className="text-muted-foreground">Never</span>;
  const when = parseISO(at);
  const age =
    differenceInSeconds(new Date(), when) < 60
      ? "Just now"
      : formatDistanceToNowStrict(when, { addSuffix: true });
  return (
    <time dateTime={at} title={`${formatDate(at)} ${format(when, "h:mm a")}`}>
      {age}
    </time>
  );
}
