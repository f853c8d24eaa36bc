import { type CalendarEvent, deadlineEventTitle } from "@common/certifications/calendar";
import { and, asc, between, eq, or } from "drizzle-orm";
import type { Database } from "../../db/open";
import { certifications, creditCertifications, educationCredits } from "../../db/schema";

type Range = { from: string; to: string };

const inRange = (date: string | null, { from, to }: Range): date is string =>
  date !== null && date >= from && date <= to;

/**
 * The user's dated events between two days (both included), in two queries: expiration dates
 * and reporting period ends (deadline), received dates (renewal), credit completions (other).
 */
export async function calendarEvents(
  db: Database,
  userId: number,
  range: Range,
): Promise<CalendarEvent[]> {
  const [dated, credits] = await Promise.all([
    db
      .select({
        id: certifications.id,
        name: certifications.name,
        receivedDate: certifications.receivedDate,
        expirationDate: certifications.expirationDate,
        reportingPeriodEnd: certifications.reportingPeriodEnd,
      })
      .from(certifications)
      .where(
        and(
          eq(certifications.userId, userId),
          or(
            between(certifications.expirationDate, range.from, range.to),
            between(certifications.reportingPeriodEnd, range.from, range.to),
            between(certifications.receivedDate, range.from, range.to),
          ),
        ),
      ),
    db
      .select({
        id: educationCredits.id,
        title: educationCredits.title,
        completionDate: educationCredits.completionDate,
        certificationId: certifications.id,
        name: certifications.name,
      })
      .from(creditCertifications)
      .innerJoin(educationCredits, eq(educationCredits.id, creditCertifications.creditId))
      .innerJoin(certifications, eq(certifications.id, creditCertifications.certificationId))
      .where(
        and(
          eq(certifications.userId, userId),
          between(educationCredits.completionDate, range.from, range.to),
        ),
      )
      .orderBy(asc(educationCredits.id), asc(certifications.name), asc(certifications.id)),
  ]);

  const events: CalendarEvent[] = [];
  for (const certification of dated) {
    const about = { certificationId: certification.id };
    // Expiring the day its reporting period ends is one deadline, so one event.
    const sameDay = certification.expirationDate === certification.reportingPeriodEnd;
    if (inRange(certification.expirationDate, range)) {
      events.push({
        ...about,
        id: `expiration-${certification.id}`,
        title: deadlineEventTitle(certification.name, sameDay ? "both" : "expiration"),
        date: certification.expirationDate,
        type: "deadline",
      });
    }
    if (inRange(certification.reportingPeriodEnd, range) && !sameDay) {
      events.push({
        ...about,
        id: `reporting-period-end-${certification.id}`,
        title: deadlineEventTitle(certification.name, "reporting_period_end"),
        date: certification.reportingPeriodEnd,
        type: "deadline",
      });
    }
    if (inRange(certification.receivedDate, range)) {
      events.push({
        ...about,
        id: `received-${certification.id}`,
        title: `${certification.name} received`,
        date: certification.receivedDate,
        type: "renewal",
      });
    }
  }
  // One event per credit, naming every certification it counts toward (the first by name
  // is the one it links to).
  const creditEvents = new Map<number, CalendarEvent & { names: string[] }>();
  for (const credit of credits) {
    const event = creditEvents.get(credit.id);
    if (event) {
      event.names.push(credit.name);
      continue;
    }
    creditEvents.set(credit.id, {
      id: `credit-${credit.id}`,
      title: credit.title,
      date: credit.completionDate,
      type: "other",
      certificationId: credit.certificationId,
      names: [credit.name],
    });
  }
  for (const { names, ...event } of creditEvents.values()) {
    events.push({ ...event, title: `${event.title} (${names.join(", ")})` });
  }
  return events.sort((a, b) => a.date.localeCompare(b.date) || a.id.localeCompare(b.id));
}
