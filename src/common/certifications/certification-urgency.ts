import type { CalendarDate } from "./calendar-date";
import { toHundredths } from "./credit-amount";
import { deadlineOf } from "./deadlines";
import { creditsDeadline } from "./pace";

/** What a certification's urgency is read from: its status, its deadline and what is missing. */
export type UrgencyInput = {
  id: number;
  name: string;
  status: string;
  expirationDate: CalendarDate | null;
  reportingPeriodEnd: CalendarDate | null;
  /** Credits still to earn, category minimums included (0 when complete). */
  creditsMissing: number;
};

const rank = (certification: UrgencyInput): number => {
  // An inactive certification is one the user no longer keeps up: nothing of it is urgent.
  if (certification.status === "inactive") return 2;
  // Credits still to earn are work to do before the deadline; a complete one only waits for it.
  return toHundredths(certification.creditsMissing) > 0 ? 0 : 1;
};

/**
 * The date that makes it urgent: with credits still to earn, the date they are due by
 * (reporting period end, else expiration: the pace plan's date); otherwise its deadline
 * (expiration, else reporting period end).
 */
const urgentDate = (certification: UrgencyInput): CalendarDate | null =>
  (rank(certification) === 0 ? creditsDeadline(certification) : deadlineOf(certification))?.date ??
  null;

/**
 * Most urgent first: active certifications with credits still missing, then complete ones,
 * then inactive ones; within each, the soonest date (urgentDate; a passed one first, none
 * last), then by name and id. The one order of "most urgent" everywhere: the reports'
 * overview, and the dashboard's Needs attention. A sort with this comparator never depends on
 * the order rows came in.
 */
export function compareUrgency(a: UrgencyInput, b: UrgencyInput): number {
  const byRank = rank(a) - rank(b);
  if (byRank !== 0) return byRank;
  const aDate = urgentDate(a);
  const bDate = urgentDate(b);
  if (aDate !== bDate) {
    if (aDate === null) return 1;
    if (bDate === null) return -1;
    return aDate < bDate ? -1 : 1;
  }
  const byName = a.name.localeCompare(b.name, "en-US", { sensitivity: "base" });
  return byName !== 0 ? byName : a.id - b.id;
}
