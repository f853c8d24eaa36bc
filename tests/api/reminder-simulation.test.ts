import {
  addDays,
  daysBetween,
  formatCalendarDate,
  todayIn,
} from "@common/certifications/calendar-date";
import type { CertificationStatus } from "@common/certifications/certification";
import { creditsDeadline, pacePlan, paceWindowDays } from "@common/certifications/pace";
import type { NotificationMethod } from "@common/notification-preferences";
import {
  type DeadlineKind,
  deadlineKinds,
  defaultReminderDays,
  reminderStepDue,
} from "@common/reminders";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type Database,
  type DatabaseHandle,
  openDatabase,
  queryRows,
} from "../../src/server/db/open";
import {
  certifications,
  creditCertifications,
  educationCredits,
  notifications,
  outbox,
  reminders,
  users,
} from "../../src/server/db/schema";
import { deleteCertification } from "../../src/server/features/certifications/delete-certification";
import { renewCertification } from "../../src/server/features/certifications/renew-certification";
import { createDueReminders } from "../../src/server/features/reminders/create-due-reminders";
import { sweepReminders } from "../../src/server/features/reminders/reminder-sweep";
import { type SweepCounts, sweepNow } from "../support/reminders";
import { SeededRandom } from "../support/seeded-random";
import { TestClock } from "../support/test-clock";
import {
  openTestDatabase,
  setUpTestDatabase,
  testDatabaseUrl,
  testEngine,
} from "../support/test-database";

const appUrl = "https://certminder.example";
/** Replay a run with REMINDER_SIMULATION_SEED=<the seed it printed>. */
const seed = Number(process.env.REMINDER_SIMULATION_SEED ?? 20_260_105);
const firstDay = "2026-01-05";
const simulatedDays = 400;
const sweepsPerDay = 3;
/**
 * 80 users in `npm test` already draw every time zone, method, step and way a deadline ends
 * (the checks at the end say so); REMINDER_SIMULATION_USERS=200 is the full population. The
 * 400 days stay, so every run crosses both daylight-saving changes and a new year.
 */
const userCount = Number(process.env.REMINDER_SIMULATION_USERS ?? 80);
/** The least activity a run must show, in proportion to its users (as seen with 200). */
const atLeast = (countWith200Users: number) => Math.floor((countWith200Users * userCount) / 200);
const dayMs = 24 * 60 * 60_000;

// From UTC−10 to UTC+14, with and without daylight saving time, and a half-hour offset.
const timeZones = [
  "Pacific/Honolulu",
  "America/Los_Angeles",
  "America/New_York",
  "UTC",
  "Europe/London",
  "Europe/Berlin",
  "Asia/Kolkata",
  "Asia/Tokyo",
  "Australia/Sydney",
  "Pacific/Auckland",
  "Pacific/Kiritimati",
] as const;
const methods = ["in-app", "in-app", "email", "both", "both", "sms"] as const;
const inAppMethods = new Set(["in-app", "both", "sms"]);

type SimulatedUser = {
  id: number;
  email: string;
  timeZone: string;
  leadDays: number;
  notifyExpirations: boolean;
  notifyDueDates: boolean;
  method: NotificationMethod;
  isEnabled: boolean;
  /** A verified phone, where an "sms" user's texts go (otherwise they get email). */
  textsTo: string | null;
};

type SimulatedCertification = {
  id: number;
  userId: number;
  status: CertificationStatus;
  receivedDate: string | null;
  expirationDate: string | null;
  reportingPeriodStart: string | null;
  reportingPeriodEnd: string | null;
  creditsRequired: number;
  /** What counts of `credits`: those completed within the reporting period. */
  creditsEarned: number;
  /** The credits recorded for the current cycle. */
  credits: SimulatedCredit[];
  cycle: number;
  /** The user's day its pace was last judged. */
  paceCheckedOn: string | null;
  deleted: boolean;
  /** The expiration dates and reporting period ends of its finished cycles. */
  renewedFrom: { expirationDate: string | null; reportingPeriodEnd: string | null }[];
};

type SimulatedCredit = { completionDate: string; credits: number };

type ExpectedReminder = {
  userId: number;
  sentOn: string;
  creditsMissing: number;
  reportingPeriodEndsToo: boolean;
  method: string;
};

/** An in-app notification of a reminder, and what became of it. */
type ExpectedNotice = {
  userId: number;
  certificationId: number;
  kind: DeadlineKind;
  date: string;
  /** A falling-behind notice (its deadline holds only while credits are missing). */
  behind: boolean;
  read: boolean;
  archivedReason: string | null;
};

type DueReminder = {
  key: string;
  kind: DeadlineKind;
  date: string;
  behind: boolean;
  reminder: ExpectedReminder;
};

function dateOf(certification: SimulatedCertification, kind: DeadlineKind) {
  return kind === "expiration" ? certification.expirationDate : certification.reportingPeriodEnd;
}

/** A credit counts toward the cycle when completed within its reporting period. */
function counts(certification: SimulatedCertification, credit: SimulatedCredit): boolean {
  const { reportingPeriodStart: start, reportingPeriodEnd: end } = certification;
  return (!start || credit.completionDate >= start) && (!end || credit.completionDate <= end);
}

function earnedOf(certification: SimulatedCertification): number {
  return certification.credits
    .filter((credit) => counts(certification, credit))
    .reduce((sum, credit) => sum + credit.credits, 0);
}

function missingOf(certification: SimulatedCertification): number {
  return Math.max(certification.creditsRequired - certification.creditsEarned, 0);
}

/** The pace plan (pace.ts) from what counted of the credits of the last 90 days. */
function paceOf(certification: SimulatedCertification, today: string) {
  const windowStart = addDays(today, 1 - paceWindowDays);
  const recentCredits = certification.credits
    .filter((credit) => counts(certification, credit))
    .filter((credit) => credit.completionDate >= windowStart && credit.completionDate <= today)
    .reduce((sum, credit) => sum + credit.credits, 0);
  return pacePlan({
    today,
    creditsUnit: "hours",
    creditsMissing: missingOf(certification),
    deadline: creditsDeadline(certification)?.date ?? null,
    cycleStart: certification.reportingPeriodStart ?? certification.receivedDate,
    recentCredits,
  });
}

/**
 * Why a notice's deadline no longer holds, written from the documented outcomes: deleted,
 * made inactive, its date removed, renewed (the date was a finished cycle's) or changed, or
 * (a reporting period, or any falling-behind notice) its credits completed. Null while it holds.
 */
function staleReason(
  certification: SimulatedCertification,
  kind: DeadlineKind,
  date: string,
  behind: boolean,
): string | null {
  if (certification.deleted) return "Certification deleted";
  if (certification.status === "inactive") return "Certification made inactive";
  if (certification.status === "expired") return "Certification marked expired";
  const what = kind === "expiration" ? "Expiration date" : "Reporting period end";
  const now = dateOf(certification, kind);
  if (!now) return `${what} removed`;
  if (now !== date) {
    const renewed = certification.renewedFrom.some((cycle) =>
      kind === "expiration" ? cycle.expirationDate === date : cycle.reportingPeriodEnd === date,
    );
    if (!renewed) return `${what} changed to ${formatCalendarDate(now)}`;
    return kind === "expiration"
      ? `Renewed: now expires on ${formatCalendarDate(now)}`
      : `Renewed: the reporting period now ends on ${formatCalendarDate(now)}`;
  }
  if ((kind === "reporting_period_end" || behind) && missingOf(certification) === 0) {
    return "Credits completed";
  }
  return null;
}

function naturalKey(id: number, kind: string, deadlineDate: string, step: string) {
  return `certification ${id} ${kind} ${deadlineDate} ${step}`;
}

/** Mostly the lead times people pick, some at the rule's edges, the rest anywhere in 1..365. */
function leadTime(random: SeededRandom): number {
  const roll = random.next();
  if (roll < 0.6) return random.pick([7, 14, 30, 60, 90]);
  if (roll < 0.7) return random.pick([1, 2, 8, 365]);
  return random.int(1, 365);
}

function newUsers(random: SeededRandom): (typeof users.$inferInsert)[] {
  return Array.from({ length: userCount }, (_, index) => {
    const method = random.pick(methods);
    return {
      username: `simulated_${index}`,
      password: "not-a-real-hash",
      email: `simulated_${index}@example.com`,
      emailVerified: true,
      timeZone: random.pick(timeZones),
      notifyDaysInAdvance: leadTime(random),
      notifyExpirations: random.chance(0.85),
      notifyDueDates: random.chance(0.85),
      notificationMethod: method,
      phoneNumber: method === "sms" ? `+1555${String(index).padStart(7, "0")}` : null,
      phoneVerified: method === "sms" && random.chance(0.7),
      isEnabled: !random.chance(0.04),
    };
  });
}

/** Whole credits adding up to `total`, in one to three courses. */
function splitCredits(random: SeededRandom, total: number): number[] {
  if (total <= 0) return [];
  const parts = Math.min(total, random.int(1, 3));
  const cuts = Array.from({ length: parts - 1 }, () => random.int(1, total - 1)).sort(
    (a, b) => a - b,
  );
  return [...cuts, total].map((cut, index) => cut - (index === 0 ? 0 : (cuts[index - 1] ?? 0)));
}

/**
 * Certifications of every kind of cycle, with the credits already recorded: begun long ago or
 * a few weeks before the first day (too early to judge a pace), credits recorded lately or
 * long ago, some complete. All were added before the first day.
 */
function newCertifications(
  random: SeededRandom,
  userIds: number[],
): { row: typeof certifications.$inferInsert; credits: SimulatedCredit[] }[] {
  const addedAt = new Date(Date.parse(`${firstDay}T00:00:00Z`) - 2 * dayMs);
  return userIds.flatMap((userId) =>
    Array.from({ length: random.int(0, 4) }, (_, index) => {
      // A few deadlines passed shortly before the first day: their "passed" notice is due at once.
      const expirationDate = random.chance(0.15) ? null : addDays(firstDay, random.int(-35, 400));
      const reportingPeriodEnd = random.chance(0.25)
        ? null
        : expirationDate && random.chance(0.2)
          ? expirationDate
          : addDays(firstDay, random.int(-35, 400));
      const creditsRequired = random.chance(0.1) ? 0 : random.int(1, 60);
      const creditsEarned = random.chance(0.35)
        ? creditsRequired + random.int(0, 5)
        : random.int(0, Math.max(0, creditsRequired - 1));
      // The cycle began before its credits were due and before the first day.
      const due = reportingPeriodEnd ?? expirationDate ?? firstDay;
      const latest = due < firstDay ? due : firstDay;
      const cycleStart = addDays(latest, -random.int(20, 500));
      const receivedDate = random.chance(0.15)
        ? null
        : expirationDate && expirationDate < cycleStart
          ? expirationDate
          : cycleStart;
      const credits = splitCredits(random, creditsEarned).map((amount) => ({
        credits: amount,
        completionDate: addDays(cycleStart, random.int(0, daysBetween(cycleStart, latest))),
      }));
      return {
        row: {
          userId,
          name: `Certification ${userId}.${index + 1}`,
          receivedDate,
          expirationDate,
          reportingPeriodStart: reportingPeriodEnd ? cycleStart : null,
          reportingPeriodEnd,
          creditsRequired,
          creditsEarned,
          creditsMissing: Math.max(creditsRequired - creditsEarned, 0),
          status: random.chance(0.85) ? "active" : random.pick(["inactive", "expired"] as const),
          createdAt: addedAt,
        },
        credits,
      };
    }),
  );
}

/** Records credits of the certification's current cycle, straight in the database. */
async function insertCreditsOf(
  db: Database,
  certification: Pick<SimulatedCertification, "id" | "userId" | "cycle">,
  credits: SimulatedCredit[],
) {
  if (credits.length === 0) return;
  const inserted = await db
    .insert(educationCredits)
    .values(
      credits.map((credit) => ({
        userId: certification.userId,
        title: "Course",
        credits: credit.credits,
        completionDate: credit.completionDate,
      })),
    )
    .returning({ id: educationCredits.id });
  await db.insert(creditCertifications).values(
    inserted.map((credit) => ({
      creditId: credit.id,
      certificationId: certification.id,
      cycle: certification.cycle,
    })),
  );
}

/** Sweep moments of one day, one in each equal slice of its 24 UTC hours. */
function sweepMoments(random: SeededRandom, day: string): Date[] {
  const start = Date.parse(`${day}T00:00:00Z`);
  const slice = dayMs / sweepsPerDay;
  return Array.from(
    { length: sweepsPerDay },
    (_, index) => new Date(start + index * slice + random.int(0, slice / 60_000 - 1) * 60_000),
  );
}

/**
 * What the sweep must do, kept apart from it: the documented rule (@common/reminders) applied
 * to each deadline with the user's day from Intl, remembering every reminder already due.
 */
class ReminderOracle {
  readonly expected = new Map<string, ExpectedReminder>();
  /** Falling-behind notices expected so far. */
  behindCount = 0;
  /** Certifications whose pace the current sweep judges. */
  private judged = 0;
  readonly notices: ExpectedNotice[] = [];
  /** Emails and texts per recipient, one per user and sweep with reminders to send. */
  readonly messagesTo = new Map<string, number>();
  digests = 0;

  constructor(
    private readonly usersById: Map<number, SimulatedUser>,
    private readonly certificationList: SimulatedCertification[],
  ) {}

  /**
   * Archives the unread notices (of one user, or everyone's) whose deadline no longer holds;
   * answers how many.
   */
  resolve(userId?: number): number {
    const byId = new Map(this.certificationList.map((row) => [row.id, row]));
    let resolved = 0;
    for (const notice of this.notices) {
      if (notice.read || notice.archivedReason) continue;
      if (userId !== undefined && notice.userId !== userId) continue;
      const certification = byId.get(notice.certificationId);
      const reason =
        certification && staleReason(certification, notice.kind, notice.date, notice.behind);
      if (!reason) continue;
      notice.archivedReason = reason;
      resolved += 1;
    }
    return resolved;
  }

  /** The certification was told it is falling behind (for any of its deadlines). */
  warnedOfPace(certificationId: number): boolean {
    return [...this.expected.keys()].some(
      (key) => key.startsWith(`certification ${certificationId} `) && key.endsWith(" behind"),
    );
  }

  /** The notice's certification still misses credits, but its pace is on track again. */
  backOnTrack(notice: ExpectedNotice, now: Date): boolean {
    const certification = this.certificationList.find((row) => row.id === notice.certificationId);
    const user = this.usersById.get(notice.userId);
    if (!certification || !user) return false;
    const plan = paceOf(certification, todayIn(user.timeZone, now));
    return plan !== null && !plan.behind;
  }

  /** A user read every notification they have not cleared. */
  read(userId: number): void {
    for (const notice of this.notices) {
      if (notice.userId === userId && !notice.archivedReason) notice.read = true;
    }
  }

  /** The reminders of a deleted certification go with it (its notices stay). */
  forget(certificationId: number): void {
    for (const key of [...this.expected.keys()]) {
      if (key.startsWith(`certification ${certificationId} `)) this.expected.delete(key);
    }
  }

  /**
   * The notices that no longer hold, then the reminders that fall due at `now` and were not
   * due before: the sweep's counts.
   */
  sweep(now: Date): SweepCounts {
    const resolved = this.resolve();
    this.judged = 0;
    const todayByZone = new Map<string, string>(
      timeZones.map((zone) => [zone, todayIn(zone, now)]),
    );
    const byUser = new Map<number, number>();
    for (const certification of this.certificationList) {
      const user = this.usersById.get(certification.userId);
      if (!user?.isEnabled || certification.status !== "active" || certification.deleted) continue;
      const today = todayByZone.get(user.timeZone) ?? "";
      const dueNow = deadlineKinds.map((kind) =>
        this.dueReminder(user, certification, kind, today),
      );
      for (const due of [...dueNow, this.behindReminder(user, certification, today)]) {
        if (!due || this.expected.has(due.key)) continue;
        this.expected.set(due.key, due.reminder);
        if (inAppMethods.has(user.method)) {
          this.notices.push({
            userId: user.id,
            certificationId: certification.id,
            kind: due.kind,
            date: due.date,
            behind: due.behind,
            read: false,
            archivedReason: null,
          });
        }
        byUser.set(user.id, (byUser.get(user.id) ?? 0) + 1);
      }
    }
    const counts = {
      resolved,
      reminders: 0,
      paces: this.judged,
      notifications: 0,
      emails: 0,
      texts: 0,
    };
    for (const [userId, count] of byUser) {
      const user = this.usersById.get(userId);
      if (!user) continue;
      counts.reminders += count;
      if (inAppMethods.has(user.method)) counts.notifications += count;
      if (user.method === "in-app") continue;
      const texts = user.method === "sms" ? user.textsTo : null;
      if (texts) counts.texts += 1;
      else counts.emails += 1;
      if (!texts && count > 1) this.digests += 1;
      const recipient = texts ?? user.email;
      this.messagesTo.set(recipient, (this.messagesTo.get(recipient) ?? 0) + 1);
    }
    return counts;
  }

  /**
   * The falling-behind notice, by the documented rule: a certification with credits missing and
   * its credits deadline ahead, of a user who wants due-date reminders, is judged once a day
   * (each was added before the first day) until its deadline has the notice; it comes when
   * `pacePlan` says the credits of the last 90 days lead past the deadline.
   */
  private behindReminder(
    user: SimulatedUser,
    certification: SimulatedCertification,
    today: string,
  ): DueReminder | null {
    const missing = missingOf(certification);
    const deadline = creditsDeadline(certification);
    if (!user.notifyDueDates || missing === 0 || !deadline || deadline.date <= today) return null;
    if (certification.paceCheckedOn !== null && certification.paceCheckedOn >= today) return null;
    const key = naturalKey(certification.id, deadline.kind, deadline.date, "behind");
    if (this.expected.has(key)) return null;
    certification.paceCheckedOn = today;
    this.judged += 1;
    if (!paceOf(certification, today)?.behind) return null;
    this.behindCount += 1;
    return {
      key,
      kind: deadline.kind,
      date: deadline.date,
      behind: true,
      reminder: {
        userId: user.id,
        sentOn: today,
        creditsMissing: missing,
        reportingPeriodEndsToo: false,
        method: user.method,
      },
    };
  }

  private dueReminder(
    user: SimulatedUser,
    certification: SimulatedCertification,
    kind: DeadlineKind,
    today: string,
  ): DueReminder | null {
    const missing = certification.creditsRequired - certification.creditsEarned;
    if (kind === "expiration" && !user.notifyExpirations) return null;
    // A reporting period whose credits are all earned needs no reminder at all.
    if (kind === "reporting_period_end" && (!user.notifyDueDates || missing <= 0)) return null;
    const sameDay = certification.expirationDate === certification.reportingPeriodEnd;
    // Ending the day it expires, the expiration's reminder tells both: one deadline.
    if (kind === "reporting_period_end" && sameDay && user.notifyExpirations) return null;
    const deadline = dateOf(certification, kind);
    if (!deadline) return null;
    // An expiration passed is always unmet; a reporting period here still misses credits.
    const step = reminderStepDue(deadline, user.leadDays, today, true);
    if (!step) return null;
    return {
      key: naturalKey(certification.id, kind, deadline, step),
      kind,
      date: deadline,
      behind: false,
      reminder: {
        userId: user.id,
        sentOn: today,
        creditsMissing: Math.max(missing, 0),
        reportingPeriodEndsToo:
          kind === "expiration" && sameDay && user.notifyDueDates && missing > 0,
        method: user.method,
      },
    };
  }
}

describe("reminders over 400 simulated days, deadlines and preferences changing", () => {
  const database = setUpTestDatabase();
  const random = new SeededRandom(seed);
  const clock = new TestClock(`${firstDay}T00:00:00Z`);
  const usersById = new Map<number, SimulatedUser>();
  const certificationList: SimulatedCertification[] = [];
  const oracle = new ReminderOracle(usersById, certificationList);
  let renewedCount = 0;
  const live = () => certificationList.filter((certification) => !certification.deleted);

  beforeAll(async () => {
    console.info(`reminder simulation seed ${seed} (REMINDER_SIMULATION_SEED to replay)`);
    const insertedUsers = await database.db.insert(users).values(newUsers(random)).returning();
    for (const user of insertedUsers) {
      usersById.set(user.id, {
        id: user.id,
        email: user.email ?? "",
        timeZone: user.timeZone,
        leadDays: user.notifyDaysInAdvance,
        notifyExpirations: user.notifyExpirations,
        notifyDueDates: user.notifyDueDates,
        method: user.notificationMethod,
        isEnabled: user.isEnabled,
        textsTo: user.phoneVerified ? user.phoneNumber : null,
      });
    }
    const seeded = newCertifications(random, [...usersById.keys()]);
    const inserted = await database.db
      .insert(certifications)
      .values(seeded.map(({ row }) => row))
      .returning();
    for (const [index, row] of inserted.entries()) {
      const certification: SimulatedCertification = {
        id: row.id,
        userId: row.userId,
        status: row.status,
        receivedDate: row.receivedDate,
        expirationDate: row.expirationDate,
        reportingPeriodStart: row.reportingPeriodStart,
        reportingPeriodEnd: row.reportingPeriodEnd,
        creditsRequired: row.creditsRequired,
        creditsEarned: row.creditsEarned,
        credits: seeded[index]?.credits ?? [],
        cycle: row.cycle,
        paceCheckedOn: null,
        deleted: false,
        renewedFrom: [],
      };
      expect(earnedOf(certification)).toBe(certification.creditsEarned);
      certificationList.push(certification);
      await insertCreditsOf(database.db, certification, certification.credits);
    }
  });

  /**
   * Some days a certification about to expire (or just expired) is renewed to a later date, as
   * the renewal form does it: its unread reminders are archived in the same transaction.
   */
  async function maybeRenew(today: string) {
    const candidates = live().filter((certification) => {
      if (certification.status !== "active" || !certification.expirationDate) return false;
      const days = daysBetween(today, certification.expirationDate);
      return days >= -30 && days <= 10;
    });
    if (candidates.length === 0 || !random.chance(0.3)) return;
    const renewed = random.pick(candidates);
    const { expirationDate: before, reportingPeriodEnd: periodBefore } = renewed;
    const expirationDate = addDays(before ?? today, random.int(180, 400));
    // A reporting period that ended with the cycle starts again with the next one.
    const reportingPeriodEnd = periodBefore === before ? expirationDate : periodBefore;
    // Renewed today: the new cycle's pace can be judged 30 days on.
    await renewCertification({ db: database.db, clock }, renewed.userId, renewed.id, {
      receivedDate: today,
      expirationDate,
      reportingPeriodStart: null,
      reportingPeriodEnd,
      creditsRequired: renewed.creditsRequired,
    });
    renewed.renewedFrom.push({ expirationDate: before, reportingPeriodEnd: periodBefore });
    Object.assign(renewed, {
      receivedDate: today,
      expirationDate,
      reportingPeriodStart: null,
      reportingPeriodEnd,
      creditsEarned: 0,
      credits: [],
      cycle: renewed.cycle + 1,
    });
    renewedCount += 1;
    oracle.resolve(renewed.userId);
  }

  /**
   * Some days a date near today is corrected by hand, or removed; the sweep must notice. What
   * counts is counted again, as every edit does (a credit may now fall outside the period).
   */
  async function maybeEditDate(today: string) {
    const near = (date: string | null) => date !== null && Math.abs(daysBetween(today, date)) <= 30;
    const candidates = live().filter(
      (certification) =>
        near(certification.expirationDate) || near(certification.reportingPeriodEnd),
    );
    if (candidates.length === 0 || !random.chance(0.3)) return;
    const edited = random.pick(candidates);
    const kind: DeadlineKind = near(edited.expirationDate) ? "expiration" : "reporting_period_end";
    const date = dateOf(edited, kind) ?? today;
    const moved = random.chance(0.1) ? null : addDays(date, random.pick([-9, -3, 2, 5, 20, 45]));
    if (kind === "expiration") edited.expirationDate = moved;
    else edited.reportingPeriodEnd = moved;
    // The form keeps a cycle's dates in order: its start moves back with an earlier end.
    if (moved && kind === "expiration" && edited.receivedDate && moved < edited.receivedDate) {
      edited.receivedDate = moved;
    }
    if (moved && kind !== "expiration" && edited.reportingPeriodStart) {
      if (moved < edited.reportingPeriodStart) edited.reportingPeriodStart = moved;
    }
    edited.creditsEarned = earnedOf(edited);
    await database.db
      .update(certifications)
      .set({
        receivedDate: edited.receivedDate,
        expirationDate: edited.expirationDate,
        reportingPeriodStart: edited.reportingPeriodStart,
        reportingPeriodEnd: edited.reportingPeriodEnd,
        creditsEarned: edited.creditsEarned,
        creditsMissing: missingOf(edited),
      })
      .where(eq(certifications.id, edited.id));
  }

  /** Now and then a certification is deleted; its notices stay, archived, its reminders go. */
  async function maybeDelete() {
    if (!random.chance(0.05)) return;
    const deleted = random.pick(live());
    await deleteCertification(database.db, deleted.userId, deleted.id);
    deleted.deleted = true;
    oracle.forget(deleted.id);
    oracle.resolve(deleted.userId);
  }

  /** Some days someone reads their notifications: those then stay as they are. */
  async function maybeRead() {
    if (!random.chance(0.2)) return;
    const user = random.pick([...usersById.values()]);
    await database.db
      .update(notifications)
      .set({ isRead: true })
      .where(sql`${notifications.userId} = ${user.id} and not ${notifications.isArchived}`);
    oracle.read(user.id);
  }

  /** Records a course for the certification's current cycle, as the credit form does. */
  async function recordCredit(
    certification: SimulatedCertification,
    completionDate: string,
    amount: number,
  ) {
    const credit = { completionDate, credits: amount };
    certification.credits.push(credit);
    certification.creditsEarned = earnedOf(certification);
    await insertCreditsOf(database.db, certification, [credit]);
    await database.db
      .update(certifications)
      .set({ creditsEarned: certification.creditsEarned, creditsMissing: missingOf(certification) })
      .where(eq(certifications.id, certification.id));
  }

  /**
   * Some days credits are recorded against a reporting period near its end, some finishing it;
   * some days a course is recorded for any certification still missing credits, or by someone
   * told they are falling behind, which may bring the pace back on track (the notice stays:
   * only completing the credits archives it).
   */
  async function maybeAddCredits(today: string) {
    const candidates = live().filter((certification) => {
      if (!certification.reportingPeriodEnd) return false;
      if (missingOf(certification) === 0) return false;
      return Math.abs(daysBetween(today, certification.reportingPeriodEnd)) <= 30;
    });
    if (candidates.length > 0 && random.chance(0.3)) {
      const short = random.pick(candidates);
      const end = short.reportingPeriodEnd ?? today;
      await recordCredit(short, end < today ? end : today, random.int(1, missingOf(short)));
    }
    const missing = live().filter((certification) => missingOf(certification) > 0);
    if (missing.length > 0 && random.chance(0.5)) {
      const course = random.pick(missing);
      const end = course.reportingPeriodEnd ?? today;
      await recordCredit(
        course,
        end < today ? end : today,
        random.int(1, Math.min(6, missingOf(course))),
      );
    }
    const warned = missing.filter((certification) => oracle.warnedOfPace(certification.id));
    if (warned.length > 0 && random.chance(0.5)) {
      const catchingUp = random.pick(warned);
      const end = catchingUp.reportingPeriodEnd ?? today;
      await recordCredit(
        catchingUp,
        end < today ? end : today,
        random.int(1, missingOf(catchingUp)),
      );
    }
  }

  /** Some days someone changes a preference, moves, is disabled or back, or pauses a certification. */
  async function maybeChangeSomething() {
    if (!random.chance(0.25)) return;
    const user = random.pick([...usersById.values()]);
    const change = random.pick(["lead", "method", "kinds", "zone", "enabled", "status"] as const);
    if (change === "status") {
      const certification = random.pick(certificationList);
      certification.status = certification.status === "active" ? "inactive" : "active";
      await database.db
        .update(certifications)
        .set({ status: certification.status })
        .where(eq(certifications.id, certification.id));
      return;
    }
    if (change === "lead") user.leadDays = leadTime(random);
    if (change === "method") user.method = random.pick(methods);
    if (change === "kinds") {
      user.notifyExpirations = random.chance(0.7);
      user.notifyDueDates = random.chance(0.7);
    }
    if (change === "zone") user.timeZone = random.pick(timeZones);
    if (change === "enabled") user.isEnabled = !user.isEnabled;
    await database.db
      .update(users)
      .set({
        notifyDaysInAdvance: user.leadDays,
        notificationMethod: user.method,
        notifyExpirations: user.notifyExpirations,
        notifyDueDates: user.notifyDueDates,
        timeZone: user.timeZone,
        isEnabled: user.isEnabled,
      })
      .where(eq(users.id, user.id));
  }

  it("creates exactly the reminders the rule says, each once, on the user's own day", async () => {
    const sweepsOff: string[] = [];
    const started = performance.now();
    for (let day = 0; day < simulatedDays; day++) {
      const utcDay = addDays(firstDay, day);
      await maybeRenew(utcDay);
      await maybeEditDate(utcDay);
      await maybeAddCredits(utcDay);
      await maybeChangeSomething();
      await maybeDelete();
      await maybeRead();
      for (const moment of sweepMoments(random, utcDay)) {
        clock.set(moment);
        const expected = oracle.sweep(moment);
        const result = await sweepNow({ db: database.db, clock, appUrl });
        if (JSON.stringify(result) !== JSON.stringify(expected)) {
          sweepsOff.push(`${moment.toISOString()}: ${JSON.stringify({ result, expected })}`);
        }
      }
    }
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.info(
      `${simulatedDays * sweepsPerDay} sweeps in ${seconds} s: ${oracle.expected.size} reminders, ${oracle.digests} digests`,
    );

    expect.soft(sweepsOff.slice(0, 5), `${sweepsOff.length} sweeps did otherwise`).toEqual([]);

    const stored = await database.db.select().from(reminders);
    const actual = new Map(
      stored.map((row) => [
        naturalKey(row.certificationId, row.deadlineKind, row.deadlineDate, row.step),
        row,
      ]),
    );
    expect(actual.size, "no natural key twice").toBe(stored.length);
    const missing = [...oracle.expected.keys()].filter((key) => !actual.has(key));
    const extra = [...actual.keys()].filter((key) => !oracle.expected.has(key));
    expect({ missing: missing.slice(0, 10), extra: extra.slice(0, 10) }).toEqual({
      missing: [],
      extra: [],
    });
    const different = [...actual].flatMap(([key, row]) => {
      const want = oracle.expected.get(key);
      const got = {
        userId: row.userId,
        sentOn: row.sentOn,
        creditsMissing: row.creditsMissing,
        reportingPeriodEndsToo: row.reportingPeriodEndsToo,
        method: row.method,
      };
      return JSON.stringify(got) === JSON.stringify(want) ? [] : [{ key, got, want }];
    });
    expect(different.slice(0, 5)).toEqual([]);
    expect(stored.every((row) => !row.messagePending)).toBe(true);

    // Every notice, archived with its reason when its deadline stopped holding, or as it was.
    const deletedIds = new Set(certificationList.filter((row) => row.deleted).map((row) => row.id));
    const noticeKey = (notice: ExpectedNotice) =>
      `${deletedIds.has(notice.certificationId) ? "deleted" : notice.certificationId} ${notice.kind} ${notice.date} behind=${notice.behind} read=${notice.read} ${notice.archivedReason ?? "current"}`;
    const storedNotices = await database.db.select().from(notifications);
    const actualNotices = storedNotices
      .map(
        (row) =>
          `${row.certificationId ?? "deleted"} ${row.deadlineKind} ${row.deadlineDate} behind=${row.type === "falling_behind"} read=${row.isRead} ${row.isArchived ? row.archivedReason : "current"}`,
      )
      .sort();
    const expectedNotices = oracle.notices.map(noticeKey).sort();
    expect(actualNotices.length).toBe(expectedNotices.length);
    const noticesOff = actualNotices.filter((key, index) => key !== expectedNotices[index]);
    expect(noticesOff.slice(0, 5), `${noticesOff.length} notices differ`).toEqual([]);
    const queued = await queryRows<{ recipient: string; count: number }>(
      database.db,
      sql`select recipient, count(*)::int as count from ${outbox} group by recipient`,
    );
    expect(new Map(queued.map((row) => [row.recipient, row.count]))).toEqual(oracle.messagesTo);

    // The run covered what it is meant to: every step and kind, every zone, digests.
    const steps = new Set(stored.map((row) => `${row.deadlineKind} ${row.step}`));
    expect([...steps].sort()).toEqual(
      deadlineKinds.flatMap((kind) =>
        ["1d", "7d", "behind", "lead", "passed"].map((s) => `${kind} ${s}`),
      ),
    );
    // Falling behind: many notices, each once per deadline; some archived once the credits
    // were completed, some still shown though later courses brought the pace back on track.
    expect(oracle.behindCount).toBeGreaterThan(atLeast(50));
    const behindNotices = oracle.notices.filter((notice) => notice.behind);
    expect(behindNotices.some((notice) => notice.archivedReason === "Credits completed")).toBe(
      true,
    );
    expect(
      behindNotices.some(
        (notice) => !notice.archivedReason && oracle.backOnTrack(notice, clock.now()),
      ),
    ).toBe(true);
    const zones = new Set(stored.map((row) => usersById.get(row.userId)?.timeZone));
    expect(zones.size).toBe(timeZones.length);
    expect(oracle.digests).toBeGreaterThan(atLeast(10));
    // Every way a deadline stops holding happened, and notices that were read stayed so.
    const reasons = new Set(
      oracle.notices.map((notice) => notice.archivedReason?.replace(/ (on|to) .*$/, "")),
    );
    expect([...reasons].sort()).toEqual(
      expect.arrayContaining([
        "Certification deleted",
        "Certification made inactive",
        "Credits completed",
        "Expiration date changed",
        "Reporting period end changed",
        "Renewed: now expires",
        "Renewed: the reporting period now ends",
      ]),
    );
    expect(oracle.notices.some((notice) => notice.read)).toBe(true);
    expect(renewedCount).toBeGreaterThan(atLeast(10));
    expect(oracle.expected.size).toBeGreaterThan(atLeast(1000));
  }, 360_000);
});

describe("two sweeps at the same moment", () => {
  const database = setUpTestDatabase();
  /**
   * On PostgreSQL a second pool on the same schema, as a second instance of the app has; on
   * PGlite, which has one connection, the same database.
   */
  let other: Pick<DatabaseHandle, "db" | "close">;
  const clock = new TestClock("2026-05-04T09:00:00Z");
  const start = "2026-05-04";
  const userIds: number[] = [];
  const deadlines: { id: number; kind: DeadlineKind; date: string }[] = [];

  beforeAll(async () => {
    other =
      testEngine() === "postgres"
        ? await openDatabase({ databaseUrl: testDatabaseUrl(), searchPath: database.schema })
        : { db: database.db, close: async () => {} };
    const inserted = await database.db
      .insert(users)
      .values(
        Array.from({ length: 120 }, (_, index) => ({
          username: `together_${index}`,
          password: "not-a-real-hash",
          email: `together_${index}@example.com`,
          notificationMethod: "both" as const,
          notifyDaysInAdvance: 30,
        })),
      )
      .returning();
    userIds.push(...inserted.map((user) => user.id));
    const rows = await database.db
      .insert(certifications)
      .values(
        userIds.flatMap((userId) => [
          { userId, name: "State License", expirationDate: addDays(start, 10) },
          {
            userId,
            name: "Board Certification",
            // Begun today: too early to judge its pace (the simulation above does).
            reportingPeriodStart: start,
            reportingPeriodEnd: addDays(start, 5),
            creditsRequired: 20,
            creditsEarned: 4,
            creditsMissing: 16,
          },
        ]),
      )
      .returning();
    for (const row of rows) {
      if (row.expirationDate) {
        deadlines.push({ id: row.id, kind: "expiration", date: row.expirationDate });
      }
      if (row.reportingPeriodEnd) {
        deadlines.push({ id: row.id, kind: "reporting_period_end", date: row.reportingPeriodEnd });
      }
    }
  });

  afterAll(async () => {
    await other.close();
  });

  function dueOn(today: string): Set<string> {
    const keys = new Set<string>();
    for (const deadline of deadlines) {
      const step = reminderStepDue(deadline.date, 30, today, true);
      if (step) keys.add(naturalKey(deadline.id, deadline.kind, deadline.date, step));
    }
    return keys;
  }

  it("creates each reminder, notification and email once", async () => {
    const expected = new Set<string>();
    let expectedEmails = 0;
    for (const day of [0, 3, 4, 9, 11]) {
      clock.set(`${addDays(start, day)}T09:00:00Z`);
      const fresh = [...dueOn(addDays(start, day))].filter((key) => !expected.has(key));
      for (const key of fresh) expected.add(key);
      if (fresh.length > 0) expectedEmails += userIds.length;

      const together = await Promise.all([
        sweepReminders({ db: database.db, clock, appUrl }),
        sweepReminders({ db: other.db, clock, appUrl }),
      ]);
      const created = together.map((result) => ("reminders" in result ? result.reminders : 0));
      expect(
        created.reduce((sum, count) => sum + count, 0),
        `day ${day}`,
      ).toBe(fresh.length);
      expect(created.filter((count) => count > 0).length).toBeLessThanOrEqual(1);
      // Nothing was left for a later sweep either.
      expect(await sweepNow({ db: database.db, clock, appUrl })).toEqual({
        resolved: 0,
        reminders: 0,
        paces: 0,
        notifications: 0,
        emails: 0,
        texts: 0,
      });
    }

    const stored = await database.db.select().from(reminders);
    const keys = stored.map((row) =>
      naturalKey(row.certificationId, row.deadlineKind, row.deadlineDate, row.step),
    );
    expect(new Set(keys).size).toBe(keys.length);
    expect(new Set(keys)).toEqual(expected);
    // Expirations: lead, 7d, 1d, passed; reporting periods (already 5 days off): 7d, 1d, passed.
    expect(expected.size).toBe(userIds.length * 7);
    expect(await database.db.$count(notifications)).toBe(expected.size);
    const queued = await database.db.select().from(outbox);
    expect(queued).toHaveLength(expectedEmails);
    expect(new Set(queued.map((message) => message.dedupeKey)).size).toBe(queued.length);
    const perRecipient = new Map<string, number>();
    for (const message of queued) {
      perRecipient.set(message.recipient, (perRecipient.get(message.recipient) ?? 0) + 1);
    }
    expect(new Set(perRecipient.values())).toEqual(new Set([expectedEmails / userIds.length]));
  });

  it("does not skip while the sweep of another database on the same server runs", async () => {
    // On PostgreSQL another schema of the same database, as each test file has.
    const elsewhere = await openTestDatabase();
    try {
      for (let round = 0; round < 5; round++) {
        const results = await Promise.all([
          sweepReminders({ db: database.db, clock, appUrl }),
          sweepReminders({ db: elsewhere.db, clock, appUrl }),
        ]);
        expect(results.filter((result) => "skipped" in result)).toEqual([]);
      }
    } finally {
      await elsewhere.close();
    }
  });

  it("creates each reminder once even when two creations overlap without the lock", async () => {
    const day = addDays(start, 60);
    const [user] = userIds;
    if (user === undefined) throw new Error("no users");
    const fresh = await database.db
      .insert(certifications)
      .values({ userId: user, name: "Overlap Permit", expirationDate: addDays(day, 20) })
      .returning();
    clock.set(`${day}T09:00:00Z`);

    let created = () => {};
    const firstCreated = new Promise<void>((resolve) => {
      created = resolve;
    });
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const first = database.db.transaction(async (tx) => {
      const rows = await createDueReminders(tx, clock.now(), defaultReminderDays);
      created();
      await held;
      return rows;
    });
    await firstCreated;
    // The second waits on the first's uncommitted keys, then finds them taken.
    const second = other.db.transaction((tx) =>
      createDueReminders(tx, clock.now(), defaultReminderDays),
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    release();
    const [byFirst, bySecond] = await Promise.all([first, second]);

    expect(byFirst.map((row) => row.certificationId)).toEqual(fresh.map((row) => row.id));
    expect(bySecond).toEqual([]);
    const stored = await database.db
      .select()
      .from(reminders)
      .where(eq(reminders.certificationId, fresh[0]?.id ?? 0));
    expect(stored).toMatchObject([{ step: "lead", deadlineDate: addDays(day, 20) }]);
  });
});
