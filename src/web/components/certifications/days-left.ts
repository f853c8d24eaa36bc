/** How far a deadline is, in words: "in 12 days", "in 1 day", "today", "1 day ago", "3 days ago". */
export function daysLeftText(days: number): string {
  if (days === 0) return "today";
  const count = Math.abs(days);
  const span = `${count} ${count === 1 ? "day" : "days"}`;
  return days > 0 ? `in ${span}` : `${span} ago`;
}
