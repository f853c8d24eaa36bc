import type { CalendarDate } from "@common/certifications/calendar-date";
import { type CreditsUnit, creditsUnits } from "@common/certifications/certification";
import { categoryKey } from "@common/certifications/requirements";
import { convertCredits } from "@common/certifications/unit-conversions";
import { heldJurisdiction } from "@common/jurisdictions";
import { approves, placeKey, professionKey } from "@common/opportunity-approvals";
import type { PlanCatalogueCourse, PlanCategory, PlanCertification } from "./plan-input";

/**
 * Whether and how much a catalogue course counts toward a certification, apart from when it is
 * taken: its unit, its approvals and its category.
 */

/** What one course gives one certification, in the certification's unit. */
export type CourseCredit = {
  certification: PlanCertification;
  credits: number;
  /** "0.2 CEUs = 2 contact hours: one CEU equals ten contact hours (IACET)"; null in the same unit. */
  conversion: string | null;
  /** The certification's category the course's category names, if any. */
  category: PlanCategory | null;
};

function isCreditsUnit(unit: string): unit is CreditsUnit {
  return (creditsUnits as readonly string[]).includes(unit);
}

/** The course's credits in `unit`, or null when no sourced conversion exists. */
export function creditsIn(
  course: PlanCatalogueCourse,
  unit: CreditsUnit,
): { credits: number; conversion: string | null } | null {
  if (course.creditsUnit === unit) return { credits: course.credits, conversion: null };
  if (!isCreditsUnit(course.creditsUnit)) return null;
  const converted = convertCredits(course.credits, course.creditsUnit, unit);
  return converted && { credits: converted.amount, conversion: converted.words };
}

/**
 * A certification ready to be matched against many courses: its category and approval keys
 * worked out once (a locale's lower case is slow to take thousands of times).
 */
export type CertificationFit = {
  certification: PlanCertification;
  categories: Map<string, PlanCategory>;
  profession: string | null;
  jurisdiction: string | null;
};

export function certificationFit(certification: PlanCertification): CertificationFit {
  return {
    certification,
    categories: new Map(
      certification.categories.map((category) => [categoryKey(category.name), category]),
    ),
    profession: certification.profession === null ? null : professionKey(certification.profession),
    jurisdiction: heldJurisdiction(certification.jurisdiction),
  };
}

/** A course's keys, worked out once. */
export type CourseKeys = { category: string; professions: string[]; jurisdictions: string[] };

export function courseKeys(course: PlanCatalogueCourse): CourseKeys {
  return {
    category: categoryKey(course.category),
    professions: course.professions.map(professionKey),
    jurisdictions: course.jurisdictions.map(placeKey),
  };
}

/**
 * Whether the course is approved for the certification's profession and jurisdiction, as
 * approvedFor (common/opportunity-approvals) says, on keys worked out once.
 */
export function approvedFor(keys: CourseKeys, fit: CertificationFit): boolean {
  return (
    approves(keys.professions, fit.profession) && approves(keys.jurisdictions, fit.jurisdiction)
  );
}

/**
 * What the course gives the certification whenever it is taken inside the reporting period, or
 * null when its unit does not convert or it is not approved for the certification.
 */
export function courseCredit(
  course: PlanCatalogueCourse,
  keys: CourseKeys,
  fit: CertificationFit,
): CourseCredit | null {
  if (!approvedFor(keys, fit)) return null;
  const given = creditsIn(course, fit.certification.creditsUnit);
  if (!given || given.credits <= 0) return null;
  return {
    certification: fit.certification,
    credits: given.credits,
    conversion: given.conversion,
    category: fit.categories.get(keys.category) ?? null,
  };
}

/**
 * The hours a course takes, for the hours objective and the monthly limit: its credits where
 * they are hours or contact hours, a CEU's ten contact hours (the sourced conversion), and
 * otherwise its credits as given (a credit or point is taken as an hour of study).
 */
export function courseHours(course: PlanCatalogueCourse): number {
  if (course.creditsUnit === "CEUs") {
    return convertCredits(course.credits, "CEUs", "contact hours")?.amount ?? course.credits;
  }
  return course.credits;
}

/** Inside the certification's reporting period, from its start to its deadline. */
export function inPeriod(
  certification: PlanCertification,
  from: CalendarDate,
  to: CalendarDate,
): boolean {
  return from >= certification.periodStart && to <= certification.deadline;
}
