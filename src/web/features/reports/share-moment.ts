import { format } from "date-fns";

/** A moment of a share link (its expiry, an opening) in the viewer's time: "Mar 8, 2026, 2:05 PM". */
export function formatShareMoment(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "—" : format(date, "MMM d, yyyy, h:mm a");
}
