import { calendarFeedRefreshHours } from "@common/calendar-feed";
import { deadlineEventTitle } from "@common/certifications/calendar";
import { addDays, type CalendarDate } from "@common/certifications/calendar-date";
import { formatCredits } from "@common/certifications/credit-amount";
import { countOf } from "@common/plural";
import ical, { ICalAlarmType, type ICalEventData, ICalEventTransparency } from "ical-generator";
import type { FeedCertification, FeedCredit, OpenFeed } from "./feed-contents";

type Deadline = "expiration" | "reporting_period_end" | "both";

/** A feed's alarm rings at 9 in the morning, the user's lead time before the deadline's day. */
const alarmHour = 9;
const dayS = 24 * 60 * 60;

/**
 * SEQUENCE grows with each change of the row: its last change in whole minutes since 2024 (a
 * number that fits SEQUENCE's 32 bits for thousands of years), so an app that compares
 * versions takes the newer one.
 */
const sequenceOf = (changedAt: Date) =>
  Math.max(0, Math.floor((changedAt.getTime() - Date.UTC(2024, 0, 1)) / 60_000));

/** An all-day event's day, read the same in every time zone. */
const dayOf = (date: CalendarDate) => new Date(`${date}T00:00:00.000Z`);

/**
 * The version of the calendar's layout: part of the feed's ETag, so a change to what this file
 * writes (a new property, other words) reaches apps holding a copy. Raise it with any such change.
 */
export const feedLayoutVersion = 1;

export type FeedInput = {
  feed: OpenFeed;
  certifications: FeedCertification[];
  credits: FeedCredit[];
  appUrl: string;
};

/**
 * The feed's calendar, as iCalendar text. Nothing in it depends on the moment it is made
 * (DTSTAMP is the row's last change, as RFC 5545 asks of a calendar without METHOD): the same
 * rows always give the same text, so a hash of the rows can be the feed's ETag.
 */
export function feedCalendar({ feed, certifications, credits, appUrl }: FeedInput): string {
  const host = new URL(appUrl).hostname;
  const calendar = ical({
    name: `CertMinder — ${ownerName(feed.owner)}`,
    description: "Deadlines of your certifications, from CertMinder",
    prodId: { company: "CertMinder", product: "Calendar feed", language: "EN" },
    url: `${appUrl}/calendar`,
    ttl: calendarFeedRefreshHours * 60 * 60,
  });
  const leadDays = feed.owner.notifyDaysInAdvance;
  for (const certification of certifications) {
    for (const [deadline, date] of deadlinesOf(certification)) {
      calendar.createEvent(
        deadlineEvent(certification, deadline, date, leadDays, { appUrl, host }),
      );
    }
  }
  if (feed.includeCredits) {
    for (const credit of credits) calendar.createEvent(creditEvent(credit, { appUrl, host }));
  }
  return calendar.toString();
}

function ownerName(owner: OpenFeed["owner"]): string {
  const name = [owner.firstName, owner.lastName].filter(Boolean).join(" ").trim();
  return name || owner.username;
}

/** A certification's deadlines: one event when it expires the day its period ends. */
function deadlinesOf(certification: FeedCertification): [Deadline, CalendarDate][] {
  const { expirationDate, reportingPeriodEnd } = certification;
  if (expirationDate !== null && expirationDate === reportingPeriodEnd) {
    return [["both", expirationDate]];
  }
  const deadlines: [Deadline, CalendarDate][] = [];
  if (expirationDate !== null) deadlines.push(["expiration", expirationDate]);
  if (reportingPeriodEnd !== null) deadlines.push(["reporting_period_end", reportingPeriodEnd]);
  return deadlines;
}

type Links = { appUrl: string; host: string };

function deadlineEvent(
  certification: FeedCertification,
  deadline: Deadline,
  date: CalendarDate,
  leadDays: number,
  { appUrl, host }: Links,
): ICalEventData {
  const summary = deadlineEventTitle(certification.name, deadline);
  const link = `${appUrl}/certifications/${certification.id}`;
  const kind = deadline === "reporting_period_end" ? "reporting-period-end" : "expiration";
  return {
    id: `certification-${certification.id}-${kind}@${host}`,
    ...allDay(date),
    summary,
    description: [creditsLine(certification), `Open in CertMinder: ${link}`]
      .filter(Boolean)
      .join("\n\n"),
    url: link,
    ...changed(certification.updatedAt),
    alarms: [
      {
        type: ICalAlarmType.display,
        triggerBefore: leadDays * dayS - alarmHour * 60 * 60,
        description: `${summary} in ${countOf(leadDays, "day", "days")}`,
      },
    ],
  };
}

function creditsLine(certification: FeedCertification): string | null {
  const { creditsEarned, creditsRequired, creditsMissing, creditsUnit } = certification;
  if (creditsRequired <= 0) return null;
  const earned = `Credits: ${formatCredits(creditsEarned)} of ${formatCredits(creditsRequired)} ${creditsUnit} earned`;
  return creditsMissing > 0
    ? `${earned}, ${formatCredits(creditsMissing)} still to earn.`
    : `${earned}: complete.`;
}

function creditEvent(credit: FeedCredit, { appUrl, host }: Links): ICalEventData {
  const lines = [
    `${formatCredits(credit.credits)} ${credit.credits === 1 ? "credit" : "credits"} completed${credit.provider ? ` (${credit.provider})` : ""}.`,
    credit.certificationNames.length > 0
      ? `Counts toward: ${credit.certificationNames.join(", ")}.`
      : null,
    `Open in CertMinder: ${appUrl}/certifications`,
  ];
  return {
    id: `credit-${credit.id}@${host}`,
    ...allDay(credit.completionDate),
    summary: `Completed: ${credit.title}`,
    description: lines.filter(Boolean).join("\n\n"),
    ...changed(credit.updatedAt),
  };
}

const allDay = (date: CalendarDate) => ({
  allDay: true,
  start: dayOf(date),
  end: dayOf(addDays(date, 1)),
  // Shown as free time: a deadline is a day to remember, not a meeting.
  transparency: ICalEventTransparency.TRANSPARENT,
});

const changed = (at: Date) => ({ stamp: at, lastModified: at, sequence: sequenceOf(at) });
