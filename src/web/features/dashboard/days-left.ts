/** How soon a deadline is, in words: "Today", "1 day left", "12 days left". */
export function daysLeftText(daysLeft: number): string {
  if (daysLeft <= 0) return "Today";
  return daysLeft === 1 ? "1 day left" : `${daysLeft} days left`;
}
