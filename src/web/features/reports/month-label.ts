const monthNames = [
  "Jan",
  "Feb",
  "Mar",
  "Apr",
  "May",
  "Jun",
  "Jul",
  "Aug",
  "Sep",
  "Oct",
  "Nov",
  "Dec",
];

/** "2026-03" → "Mar 2026". */
export function monthLabel(month: string): string {
  const [year, number] = month.split("-");
  return `${monthNames[Number(number) - 1] ?? number} ${year}`;
}
