import { format, parseISO } from "date-fns";

const dollars = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  maximumFractionDigits: 0,
});

/** "Free", "$250", "$1,200"; an opportunity without a cost given reads "Cost not listed". */
export function costText(cost: number | null): string {
  if (cost === null) return "Cost not listed";
  return cost === 0 ? "Free" : dollars.format(cost);
}

function day(date: string, pattern: string): string {
  return format(parseISO(date), pattern);
}

/**
 * When it takes place: "Mar 3 – Mar 5, 2027", "Dec 30, 2026 – Jan 2, 2027", "Mar 3, 2027" for
 * one day, "Starts Mar 3, 2027" with no end, "Until Mar 5, 2027" with no start, and "Any time"
 * for a course taken whenever one likes.
 */
export function datesText(startDate: string | null, endDate: string | null): string {
  if (!startDate && !endDate) return "Any time";
  if (!endDate) return `Starts ${day(startDate ?? "", "MMM d, yyyy")}`;
  if (!startDate) return `Until ${day(endDate, "MMM d, yyyy")}`;
  if (startDate === endDate) return day(startDate, "MMM d, yyyy");
  const sameYear = startDate.slice(0, 4) === endDate.slice(0, 4);
  const start = day(startDate, sameYear ? "MMM d" : "MMM d, yyyy");
  return `${start} – ${day(endDate, "MMM d, yyyy")}`;
}

/** The server's "covers your 2 missing ethics hours" as a badge starts it: "Covers your …". */
export function gapBadgeText(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
