import { formatCalendarDate } from "@common/certifications/calendar-date";
import { creditsText } from "@common/certifications/credits-unit";
import { deadlineDistanceWithDate } from "@common/certifications/deadline-distance";
import { plural } from "@common/plural";
import type { DeadlineKind, ReminderStep } from "@common/reminders";

type About = {
  name: string;
  deadlineKind: DeadlineKind;
  deadlineDate: string;
  step: ReminderStep;
  sentOn: string;
  creditsMissing: number;
  creditsRequired: number;
  creditsUnit: string;
  /** The reporting period ends the day the certification expires, with credits missing. */
  reportingPeriodEndsToo: boolean;
};

/** The notification type shown in the notification centre. */
export function reminderType(reminder: Pick<About, "deadlineKind" | "step">): string {
  if (reminder.step === "passed") return "deadline_passed";
  return reminder.deadlineKind === "expiration" ? "expiration" : "due_date";
}

function missingText(reminder: About): string {
  const { creditsMissing: missing, creditsRequired: required, creditsUnit: unit } = reminder;
  if (missing <= 0) return "All the required credits are recorded.";
  return `${missing} of ${creditsText(required, unit)} ${plural(missing, "is", "are")} still missing.`;
}

/** What a reminder says: what is due, when, and how many credits are still missing. */
export function reminderText(reminder: About): { title: string; message: string } {
  const date = formatCalendarDate(reminder.deadlineDate);
  const when = deadlineDistanceWithDate(reminder.sentOn, reminder.deadlineDate);
  const { name } = reminder;
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
