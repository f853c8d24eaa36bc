import { type CalendarDate, daysBetween } from "@common/certifications/calendar-date";

/** How far a date is from today: "in 12 days", "in 1 day", "today", "1 day ago", "3 days ago". */
export function daysLeftText(date: CalendarDate, today: CalendarDate): string {
  const days = daysBetween(today, date);
  if (days === 0) return "today";
  const count = Math.abs(days);
  const span = `${count} ${count === 1 ? "day" : "days"}`;
  return days > 0 ? `in ${span}` : `${span} ago`;
}
