import { formatCalendarDate as formatDate } from "@common/certifications/calendar-date";
import { formatCredits } from "@common/certifications/credit-amount";
import { creditsText } from "@common/certifications/credits-unit";
import { deadlineDistanceWithDate as distanceWithDate } from "@common/certifications/deadline-distance";
import { paceWindowDays } from "@common/certifications/pace";
import { categoryAmount } from "@common/certifications/progress-texts";
import { plural } from "@common/plural";
import type { DeadlineKind } from "@common/reminders";
import type { CreatedReminder } from "./create-due-reminders";

/**
 * The same few hundred dates and distances recur across a sweep's tens of thousands of
 * reminders, and date formatting is what their texts spend most time on: each answer is kept,
 * by its arguments (a bounded number of them, cleared when full).
 */
function remembered<Args extends string[]>(
  compute: (...args: Args) => string,
): (...args: Args) => string {
  const answers = new Map<string, string>();
  return (...args) => {
    const key = args.join(" ");
    let answer = answers.get(key);
    if (answer === undefined) {
      if (answers.size >= 10_000) answers.clear();
      answer = compute(...args);
      answers.set(key, answer);
    }
    return answer;
  };
}

const formatCalendarDate = remembered(formatDate);
const deadlineDistanceWithDate = remembered(distanceWithDate);

/** What a reminder's texts say: its certification, its deadline and what it still misses. */
type About = Pick<
  CreatedReminder,
  | "name"
  | "deadlineKind"
  | "deadlineDate"
  | "step"
  | "sentOn"
  | "creditsMissing"
  | "categoriesMissing"
  | "creditsRequired"
  | "creditsUnit"
  | "pace"
  | "reportingPeriodEndsToo"
>;

/** The notification type shown in the notification centre. */
export function reminderType(reminder: Pick<About, "deadlineKind" | "step">): string {
  if (reminder.step === "passed") return "deadline_passed";
  if (reminder.step === "behind") return "falling_behind";
  return reminder.deadlineKind === "expiration" ? "expiration" : "due_date";
}

/** "a", "a and b", "a, b and c". */
function listed(items: string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

/**
 * "29 of 30 contact hours are still missing, including 2 ethics contact hours." The category
 * shortfalls are named only when the certification has category minimums still short.
 */
function missingText(reminder: About): string {
  const { creditsMissing: missing, creditsRequired: required, creditsUnit: unit } = reminder;
  if (missing <= 0) return "All the required credits are recorded.";
  const categories = reminder.categoriesMissing
    .filter((category) => category.missing > 0)
    .map((category) => categoryAmount(category.missing, category.name, unit));
  const including = categories.length > 0 ? `, including ${listed(categories)}` : "";
  return `${formatCredits(missing)} of ${creditsText(required, unit)} ${plural(missing, "is", "are")} still missing${including}.`;
}

/**
 * The falling-behind notice: where the pace of the last 90 days leads, against the deadline,
 * and how much a month still finishes on time.
 */
function behindText(reminder: About): { title: string; message: string } {
  const { name, pace } = reminder;
  const date = formatCalendarDate(reminder.deadlineDate);
  const deadline =
    reminder.deadlineKind === "reporting_period_end"
      ? `your reporting period ends on ${date}`
      : `${name} expires on ${date}`;
  const pastPace = `At your pace over the last ${paceWindowDays} days you would`;
  const finish = pace?.expectedFinish
    ? `${pastPace} finish on ${formatCalendarDate(pace.expectedFinish)}, after ${deadline}.`
    : `${pastPace} not finish before ${deadline}.`;
  const monthly = pace
    ? ` ${creditsText(pace.perMonth, reminder.creditsUnit)} a month from now on keeps you on track.`
    : "";
  return {
    title: `Falling behind on ${name}`,
    message: `${finish}${monthly} ${missingText(reminder)}`,
  };
}

/**
 * What a reminder says: what is due, when, and how many credits are still missing (naming the
 * category minimums still short); a falling-behind notice says where the pace leads.
 */
export function reminderText(reminder: About): { title: string; message: string } {
  const date = formatCalendarDate(reminder.deadlineDate);
  const when = deadlineDistanceWithDate(reminder.sentOn, reminder.deadlineDate);
  const { name } = reminder;
  if (reminder.step === "behind") return behindText(reminder);
  if (reminder.deadlineKind === "expiration" && reminder.reportingPeriodEndsToo) {
    if (reminder.step === "passed") {
      return {
        title: `${name} has expired`,
        message: `${name} expired and its reporting period ended on ${date}. ${missingText(reminder)} Renew it, then record the new dates in CertMinder.`,
      };
    }
    return {
      title: `${name} expires and its reporting period ends ${when}`,
      message: `${name} expires and its reporting period ends on ${date}. ${missingText(reminder)}`,
    };
  }
  if (reminder.deadlineKind === "expiration") {
    if (reminder.step === "passed") {
      return {
        title: `${name} has expired`,
        message: `${name} expired on ${date}. Renew it, then record the new dates in CertMinder.`,
      };
    }
    return {
      title: `${name} expires ${when}`,
      message: `${name} expires on ${date}. ${missingText(reminder)}`,
    };
  }
  if (reminder.step === "passed") {
    return {
      title: `${name}: reporting period ended with credits missing`,
      message: `The reporting period of ${name} ended on ${date}. ${missingText(reminder)}`,
    };
  }
  return {
    title: `${name}: reporting period ends ${when}`,
    message: `The reporting period of ${name} ends on ${date}. ${missingText(reminder)}`,
  };
}

/** Why a reminder's deadline no longer holds (see resolve-stale-reminders.ts). */
export type StaleReason =
  | "deleted"
  | "inactive"
  | "expired"
  | "date_removed"
  | "renewed"
  | "date_changed"
  | "credits_completed";

const dateNames: Record<DeadlineKind, string> = {
  expiration: "Expiration date",
  reporting_period_end: "Reporting period end",
};

/** The reason shown with a notification archived because its deadline no longer holds. */
export function staleReasonText(stale: {
  deadlineKind: DeadlineKind;
  reason: StaleReason;
  dateNow: string | null;
}): string {
  const date = stale.dateNow ? formatCalendarDate(stale.dateNow) : "";
  switch (stale.reason) {
    case "deleted":
      return "Certification deleted";
    case "inactive":
      return "Certification made inactive";
    case "expired":
      return "Certification marked expired";
    case "credits_completed":
      return "Credits completed";
    case "date_removed":
      return `${dateNames[stale.deadlineKind]} removed`;
    case "renewed":
      return stale.deadlineKind === "expiration"
        ? `Renewed: now expires on ${date}`
        : `Renewed: the reporting period now ends on ${date}`;
    case "date_changed":
      return `${dateNames[stale.deadlineKind]} changed to ${date}`;
  }
}
