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
