import { toHundredths } from "@common/certifications/credit-amount";
import type { PlannerPreferences, PlanObjective } from "@common/planner";
import type { CourseOption } from "./course-options";
import { gapCapacities, type PlanGap } from "./plan-gaps";
import type { PlanCategory, PlanCertification } from "./plan-input";

/**
 * The integer program of a plan. Columns: one yes/no per course option (take the course then),
 * then per certification's cap category the credits it adds to the total (at most its room and
 * at most what its chosen courses give), then, when the user's limits may keep a gap open, one
 * shortfall per gap. Rows: each gap closed (less its shortfall), each cap, each course taken at
 * most once (exactly once when pinned), the budget and each month's hours.
 */
export type PlanningModel = {
  /** Column j < options.length is options[j]. */
  options: CourseOption[];
  numCols: number;
  colLower: number[];
  colUpper: number[];
  integrality: number[];
  rows: { lower: number; upper: number; columns: number[]; values: number[] }[];
  /**
   * Per objective, a coefficient per column, each a whole number on a plan; `catalogueOrder`
   * breaks the last ties toward the lower course ids and the earlier months.
   */
  objectives: Record<PlanObjective | "shortfall" | "catalogueOrder", number[]>;
  /** Whether a shortfall column exists (otherwise each gap's row asks what the catalogue can give). */
  withShortfall: boolean;
};

type RowBuilder = { lower: number; upper: number; columns: number[]; values: number[] };

export function planningModel(
  courses: CourseOption[][],
  gaps: PlanGap[],
  preferences: Pick<PlannerPreferences, "budget" | "monthlyHoursLimit">,
): PlanningModel {
  const options = courses.flat();
  const withShortfall =
    preferences.budget !== null ||
    preferences.monthlyHoursLimit !== null ||
    courses.some((choices) => choices.length > 1);
  // A pinned course with one option is taken; one taken any time picks its month below.
  const colLower: number[] = courses.flatMap((choices) =>
    choices.map((option) => (option.pinned && choices.length === 1 ? 1 : 0)),
  );
  const colUpper: number[] = options.map(() => 1);
  const integrality: number[] = options.map(() => 1);
  const rows: RowBuilder[] = [];
  const addColumn = (lower: number, upper: number) => {
    colLower.push(lower);
    colUpper.push(upper);
    integrality.push(0);
    return colLower.length - 1;
  };

  // What the chosen courses add to each cap category, at most its room.
  const capRows = new Map<PlanCategory, { row: RowBuilder; column: number }>();
  const totalRows = new Map<PlanCertification, RowBuilder>();
  const minimumRows = new Map<PlanCategory, RowBuilder>();
  const gapRows = gaps.map((gap) => {
    const row: RowBuilder = { lower: gap.missing, upper: Infinity, columns: [], values: [] };
    if (gap.category) minimumRows.set(gap.category, row);
    else totalRows.set(gap.certification, row);
    return row;
  });
  for (const certification of totalRows.keys()) {
    for (const category of certification.categories) {
      if (category.kind !== "cap") continue;
      const column = addColumn(0, Math.max(0, category.credits));
      const row: RowBuilder = { lower: -Infinity, upper: 0, columns: [column], values: [1] };
      capRows.set(category, { row, column });
      rows.push(row);
    }
  }
  options.forEach((option, index) => {
    for (const { certification, category, credits } of option.credits) {
      const capped = category && capRows.get(category);
      const row = capped ? capped.row : totalRows.get(certification);
      row?.columns.push(index);
      row?.values.push(capped ? -credits : credits);
      const minimum = category && minimumRows.get(category);
      minimum?.columns.push(index);
      minimum?.values.push(credits);
    }
  });
  for (const [certification, row] of totalRows) {
    for (const category of certification.categories) {
      const capped = capRows.get(category);
      if (!capped) continue;
      row.columns.push(capped.column);
      row.values.push(1);
    }
  }
  const shortfallColumns: number[] = [];
  const capacities = withShortfall ? null : gapCapacities(gaps, courses);
  gaps.forEach((gap, index) => {
    const row = gapRows[index] as RowBuilder;
    if (withShortfall) {
      const column = addColumn(0, gap.missing);
      shortfallColumns.push(column);
      row.columns.push(column);
      row.values.push(1);
    } else {
      row.lower = Math.min(gap.missing, capacities?.get(gap) ?? 0);
    }
    rows.push(row);
  });

  let first = 0;
  for (const choices of courses) {
    if (choices.length > 1) {
      const pinned = choices[0]?.pinned === true;
      rows.push({
        lower: pinned ? 1 : -Infinity,
        upper: 1,
        columns: choices.map((_, index) => first + index),
        values: choices.map(() => 1),
      });
    }
    first += choices.length;
  }

  // Pinned courses are taken whatever they cost or however long they take: the budget and each
  // month's limit then bound the rest.
  if (preferences.budget !== null) {
    const pinnedCost = courses.reduce(
      (sum, choices) => sum + (choices[0]?.pinned ? costOf(choices[0]) : 0),
      0,
    );
    rows.push({
      lower: -Infinity,
      upper: Math.max(preferences.budget, pinnedCost),
      columns: options.map((_, index) => index),
      values: options.map(costOf),
    });
  }

  if (preferences.monthlyHoursLimit !== null) {
    const months = [...new Set(options.map((option) => option.month))].sort();
    for (const month of months) {
      const inMonth = options.flatMap((option, index) => (option.month === month ? [index] : []));
      const pinnedHours = inMonth.reduce((sum, index) => {
        const option = options[index];
        return option && colLower[index] === 1 ? sum + option.hours : sum;
      }, 0);
      rows.push({
        lower: -Infinity,
        upper: Math.max(preferences.monthlyHoursLimit, pinnedHours),
        columns: inMonth,
        values: inMonth.map((index) => options[index]?.hours ?? 0),
      });
    }
  }

  const numCols = colLower.length;
  const perOption = (value: (option: CourseOption) => number) =>
    Array.from({ length: numCols }, (_, index) => {
      const option = options[index];
      return option ? value(option) : 0;
    });
  const shortfall = new Array<number>(numCols).fill(0);
  for (const column of shortfallColumns) shortfall[column] = 1;
  return {
    options,
    numCols,
    colLower,
    colUpper,
    integrality,
    rows,
    objectives: {
      cost: perOption(costOf),
      hours: perOption((option) => toHundredths(option.hours)),
      courses: perOption(() => 1),
      shortfall,
      catalogueOrder: catalogueOrder(courses, numCols),
    },
    withShortfall,
  };
}

/** An unknown cost counts as nothing: the plan shows it as not given. */
export function costOf(option: CourseOption): number {
  return option.course.cost ?? 0;
}

/**
 * Lower for lower course ids, and for earlier months, the more so the lower the course's id:
 * between two plans equal in every objective the one taking the first courses of the catalogue,
 * the first of them first, is smaller.
 */
function catalogueOrder(courses: CourseOption[][], numCols: number): number[] {
  const order = new Array<number>(numCols).fill(0);
  let column = 0;
  courses.forEach((choices, rank) => {
    choices.forEach((_, month) => {
      order[column] = rank + 1 + month * (courses.length - rank);
      column += 1;
    });
  });
  return order;
}
