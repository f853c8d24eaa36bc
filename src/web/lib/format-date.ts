import { format, parseISO } from "date-fns";

/**
 * A calendar date ("YYYY-MM-DD") or a timestamp as the spec shows dates: MMM d, yyyy.
 * Calendar dates are read as local days, so the day shown is the day stored.
 */
export function formatDate(value: string | null | undefined, fallback = "—"): string {
  if (!value) return fallback;
  const date = parseISO(value);
  return Number.isNaN(date.getTime()) ? fallback : format(date, "MMM d, yyyy");
}
