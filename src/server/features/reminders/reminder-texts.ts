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
