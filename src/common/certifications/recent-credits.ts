import { addDays, type CalendarDate } from "./calendar-date";
import { sumCredits } from "./credit-amount";
import { paceWindowDays } from "./pace";
import type { Progress } from "./progress-schema";

/** The first day of the pace window that ends today (today included). */
export function paceWindowStart(today: CalendarDate): CalendarDate {
  return addDays(today, -(paceWindowDays - 1));
}

/**
 * The pace plan's recentCredits: what counts toward the cycle (inside its period, after caps)
 * of the credits completed in the last 90 days, today included, as computeProgress counted
 * each of them.
 */
export function recentCountedCredits(
  progress: Pick<Progress, "credits">,
  credits: { id: number; completionDate: CalendarDate }[],
  today: CalendarDate,
): number {
  const from = paceWindowStart(today);
  const recent = new Set(
    credits
      .filter((credit) => credit.completionDate >= from && credit.completionDate <= today)
      .map((credit) => credit.id),
  );
  return sumCredits(
    progress.credits.filter((verdict) => recent.has(verdict.creditId)).map((v) => v.counted),
  );
}
