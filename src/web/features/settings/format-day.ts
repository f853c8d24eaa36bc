import { format } from "date-fns";

/** A date as the spec shows it (MMM d, yyyy), or `fallback` when there is none. */
export function formatDay(iso: string | null | undefined, fallback = "Never"): string {
  if (!iso) return fallback;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? fallback : format(date, "MMM d, yyyy");
}
