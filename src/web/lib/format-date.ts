import { format, parseISO } from "date-fns";

/**
 * A calendar date ("YYYY-MM-DD"), a timestamp or a moment as the spec shows dates: MMM d, yyyy.
 * Calendar dates are read as local days, so the day shown is the day stored.
 */
export function formatDate(value: string | Date | null | undefined, fallback = "—"): string {
  if (!value) return fallback;
  const date = typeof value === "string" ? parseISO(value) : value;
  return Number.isNaN(date.getTime()) ? fallback : format(date, "MMM d, yyyy");
}

/** A moment in the viewer's time, as cards show when something happened: "Mar 8, 2026, 2:05 PM". */
export function formatMoment(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "—" : format(date, "MMM d, yyyy, h:mm a");
}
