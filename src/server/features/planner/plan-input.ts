import type { CalendarDate } from "@common/certifications/calendar-date";
import type { CreditsUnit } from "@common/certifications/certification";
import type { RequirementKind } from "@common/certifications/requirements";
import type { OpportunityFormat } from "@common/opportunities";
import type { PlannerPreferences, PlanObjective } from "@common/planner";

/**
 * What the planner plans from, gathered by the caller: no database here, so the model can be
 * tested and measured on its own.
 */

/** A category of the certification's current cycle, in the certification's unit. */
export type PlanCategory = {
  name: string;
  /** minimum: `credits` still missing; cap: `credits` of room left before the cap. */
  kind: RequirementKind;
  credits: number;
};

/** An active certification's current cycle, with what it still misses. */
export type PlanCertification = {
  id: number;
  name: string;
  creditsUnit: CreditsUnit;
  periodStart: CalendarDate;
  /** The end of the current reporting period. */
  deadline: CalendarDate;
  /** Total credits still missing, in its unit. */
  missing: number;
  categories: PlanCategory[];
  profession: string | null;
  jurisdiction: string | null;
};

/** An opportunity of the catalogue as a candidate course. */
export type PlanCatalogueCourse = {
  id: number;
  title: string;
  provider: string;
  credits: number;
  creditsUnit: string;
  category: string;
  format: OpportunityFormat;
  /** Whole currency units; null when the catalogue does not say. */
  cost: number | null;
  /** Both null: on demand, taken any day from today. */
  startDate: CalendarDate | null;
  endDate: CalendarDate | null;
  /** The professions it is approved for; empty: any. */
  professions: string[];
  /** The jurisdictions it is approved for; empty: any. */
  jurisdictions: string[];
};

export type PlanInput = {
  /** The user's today. */
  today: CalendarDate;
  certifications: PlanCertification[];
  courses: PlanCatalogueCourse[];
  preferences: PlannerPreferences;
  minimize: PlanObjective;
  /** How long the solver may search; 2000 when not given. */
  timeLimitMs?: number;
};
