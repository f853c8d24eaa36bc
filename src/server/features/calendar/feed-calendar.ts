import { calendarFeedRefreshHours } from "@common/calendar-feed";
import { deadlineEventTitle } from "@common/certifications/calendar";
import {
  addDays,
  type CalendarDate,
  formatCalendarDate,
} from "@common/certifications/calendar-date";
import { formatCredits } from "@common/certifications/credit-amount";
import { creditsText } from "@common/certifications/credits-unit";
import { outsidePeriodOf } from "@common/certifications/cycle-count";
import { countOf, plural } from "@common/plural";
import ical, {
  ICalAlarmType,
  type ICalCalendar,
  type ICalEventData,
  ICalEventTransparency,
} from "ical-generator";
import type { CalendarPlannedCourse } from "../planner/planned-calendar";
import type {
  FeedCertification,
  FeedCredit,
  FeedCreditCertification,
  OpenFeed,
} from "./feed-contents";

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
export const feedLayoutVersion = 3;

export type FeedInput = {
  feed: OpenFeed;
  certifications: FeedCertification[];
  credits: FeedCredit[];
  /** The renewal plan's courses, when the owner chose to see them here (else none). */
  plannedCourses: CalendarPlannedCourse[];
  /** When the feed's content last changed: a planned course's version, having none of its own. */
  plannedAt: Date;
  appUrl: string;
};

/**
 * The feed's calendar, as iCalendar text. Nothing in it depends on the moment it is made
 * (DTSTAMP is the row's last change, as RFC 5545 asks of a calendar without METHOD): the same
 * rows always give the same text, so a hash of the rows can be the feed's ETag.
 */
export function feedCalendar({
  feed,
  certifications,
  credits,
  plannedCourses,
  plannedAt,
  appUrl,
}: FeedInput): string {
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
  for (const course of plannedCourses) {
    calendar.createEvent(plannedEvent(course, plannedAt, { appUrl, host }));
  }
  return calendarText(calendar);
}

/**
 * `calendar.toString()`, byte for byte, in a fraction of its time. ical-generator folds the
 * whole text at the end, encoding every character on its own to count its UTF-8 bytes (about
 * 0.4 ms an event, the event loop blocked all along); here the calendar without its events is
 * written by the library, each event too, unfolded, and the whole folded once by `foldLines`.
 * Folding is idempotent, so the frame, already folded, stays as it is.
 */
export function calendarText(calendar: ICalCalendar): string {
  const events = calendar.events();
  const frame = calendar.clear().toString();
  calendar.events(events);
  const end = frame.lastIndexOf("END:VCALENDAR");
  return foldLines(
    frame.slice(0, end) + events.map((event) => event.toString()).join("") + frame.slice(end),
  );
}

/**
 * RFC 5545 section 3.1 as ical-generator folds: a line longer than 74 bytes of UTF-8 goes on
 * after CRLF and a space, never inside a character (a surrogate pair counts as one of 4 bytes).
 */
export function foldLines(text: string): string {
  return text
    .split("\r\n")
    .map((line) => {
      let folded = "";
      let start = 0;
      let bytes = 0;
      for (let at = 0; at < line.length; at += 1) {
        const code = line.charCodeAt(at);
        const pair = code >= 0xd800 && code <= 0xdbff && at + 1 < line.length;
        const size = code < 0x80 ? 1 : code < 0x800 ? 2 : pair ? 4 : 3;
        bytes += size;
        if (bytes > 74) {
          folded += `${line.slice(start, at)}\r\n `;
          start = at;
          bytes = size;
        }
        if (pair) at += 1;
      }
      return folded + line.slice(start);
    })
    .join("\r\n");
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

/**
 * A completed credit: its amount in the unit of the certifications it is recorded for, which
 * of them it counts toward (completed inside the reporting period of the cycle it was recorded
 * in) and which not, and a link to the first it counts toward (else the first it is recorded
 * for), where it is listed.
 */
function creditEvent(credit: FeedCredit, { appUrl, host }: Links): ICalEventData {
  const recorded = credit.certifications;
  const countsToward = recorded.filter(
    (each) => outsidePeriodOf(each, credit.completionDate) === null,
  );
  const outside = recorded.filter((each) => !countsToward.includes(each));
  const linked = countsToward[0] ?? recorded[0];
  // A credit left without a certification has no unit of its own.
  const unit = linked?.creditsUnit;
  const amount = unit
    ? creditsText(credit.credits, unit)
    : countOf(credit.credits, "credit", "credits");
  const named = (each: FeedCreditCertification) =>
    each.creditsUnit === unit
      ? each.name
      : `${each.name} (${creditsText(credit.credits, each.creditsUnit)})`;
  const link = linked ? `${appUrl}/certifications/${linked.id}` : `${appUrl}/certifications`;
  const lines = [
    `${amount} completed${credit.provider ? ` (${credit.provider})` : ""}.`,
    countsToward.length > 0 ? `Counts toward: ${countsToward.map(named).join(", ")}.` : null,
    outside.length > 0
      ? `Does not count toward ${outside.map(named).join(", ")}: completed outside ${plural(outside.length, "its reporting period", "their reporting periods")}.`
      : null,
    `Open in CertMinder: ${link}`,
  ];
  return {
    id: `credit-${credit.id}@${host}`,
    ...allDay(credit.completionDate),
    summary: `Completed: ${credit.title}`,
    description: lines.filter(Boolean).join("\n\n"),
    url: link,
    ...changed(credit.updatedAt),
  };
}

/**
 * A course of the renewal plan on its start date: what it gives toward which certifications
 * (the plan's own words), and a link to the planner.
 */
function plannedEvent(
  course: CalendarPlannedCourse,
  plannedAt: Date,
  { appUrl, host }: Links,
): ICalEventData {
  const link = `${appUrl}/planner`;
  const lines = [
    `${creditsText(course.credits, course.creditsUnit)} (${course.provider}), planned for the deadline of ${formatCalendarDate(course.deadline)}.`,
    ...course.countsToward.map((count) => count.why),
    `Open in CertMinder: ${link}`,
  ];
  return {
    id: `planned-course-${course.opportunityId}@${host}`,
    ...allDay(course.startDate),
    summary: `Planned: ${course.title}`,
    description: lines.join("\n\n"),
    url: link,
    ...changed(plannedAt),
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
