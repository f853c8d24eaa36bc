import { addDays, type CalendarDate } from "./calendar-date";
import { fromHundredths, toHundredths } from "./credit-amount";
import type { CreditVerdict } from "./progress-schema";
import { progressTexts } from "./progress-texts";
import { categoryKey, type RequirementCategory, type Requirements } from "./requirements";

/**
 * How one cycle's credits count (progress.ts puts it together): the period window, the caps
 * filled in a fixed order, what each credit counts and why, and what the current cycle's
 * carry-over rule takes from the previous one. Amounts here are whole hundredths.
 */

export type ProgressCredit = {
  id: number;
  title: string;
  credits: number;
  completionDate: CalendarDate;
  categories: string[];
};

export type CycleInput = {
  reportingPeriodStart: CalendarDate | null;
  reportingPeriodEnd: CalendarDate | null;
  creditsRequired: number;
  requirements: Requirements;
  credits: ProgressCredit[];
};

/** One cycle counted without carry-over, every amount in hundredths. */
export type CycleCount = {
  earned: number;
  cutOff: number;
  outsidePeriod: number;
  verdicts: (CreditVerdict & { completionDate: CalendarDate })[];
  categories: CategoryCount[];
};

/** Completion date, then id: the order credits are listed in, whatever order they came in. */
function byCompletion(a: { completionDate: CalendarDate; id: number }, b: typeof a): number {
  if (a.completionDate !== b.completionDate) return a.completionDate < b.completionDate ? -1 : 1;
  return a.id - b.id;
}

/**
 * The order caps are filled in: credits that also count toward a minimum category first (a cap
 * never pushes an ethics course out in favour of one that counts toward no minimum, whichever
 * was completed first), then by completion date and id. It never depends on the input order.
 */
function fillingOrder(credits: ProgressCredit[], minimumKeys: Set<string>): ProgressCredit[] {
  const servesMinimum = (credit: ProgressCredit) =>
    credit.categories.some((name) => minimumKeys.has(categoryKey(name))) ? 0 : 1;
  return [...credits].sort((a, b) => servesMinimum(a) - servesMinimum(b) || byCompletion(a, b));
}

/**
 * Whether a credit completed on `date` falls before or after the cycle's reporting period (an
 * open end lets everything in on that side), or null inside it: only a credit inside counts.
 */
export function outsidePeriodOf(
  cycle: Pick<CycleInput, "reportingPeriodStart" | "reportingPeriodEnd">,
  date: CalendarDate,
): "before" | "after" | null {
  if (cycle.reportingPeriodStart !== null && date < cycle.reportingPeriodStart) return "before";
  if (cycle.reportingPeriodEnd !== null && date > cycle.reportingPeriodEnd) return "after";
  return null;
}

export type CategoryCount = {
  category: RequirementCategory;
  earned: number;
  counted: number;
  /** A cap's latest credit (in completion order) that took its room first for a minimum. */
  minimumFirst: { completionDate: CalendarDate; id: number } | null;
};

/** Why an in-period credit counts as it does; `binding` is the cap that cut it, if any. */
function explainCredit(
  credit: ProgressCredit,
  counted: number,
  caps: CategoryCount[],
  binding: CategoryCount | null,
  minimums: CategoryCount[],
  unit: string,
): string {
  const amount = toHundredths(credit.credits);
  let explanation: string;
  if (binding === null) {
    explanation = progressTexts.countsInFull(fromHundredths(amount), unit);
    if (caps.length > 0) {
      const used = caps.map((cap) => ({
        name: cap.category.name,
        credits: cap.category.credits,
        used: fromHundredths(cap.counted + counted),
      }));
      explanation = `${explanation}, ${progressTexts.capsUsed(used)}`;
    }
  } else {
    explanation =
      counted > 0
        ? progressTexts.countsInPart(
            fromHundredths(counted),
            fromHundredths(amount),
            { ...binding.category, before: fromHundredths(binding.counted) },
            unit,
          )
        : progressTexts.countsNone(fromHundredths(amount), binding.category, unit);
    // Room taken by a credit completed later, because it also counts toward a minimum.
    if (binding.minimumFirst !== null && byCompletion(binding.minimumFirst, credit) > 0) {
      explanation = `${explanation} ${progressTexts.minimumsFirst}`;
    }
  }
  if (counted > 0 && minimums.length > 0) {
    const names = minimums.map((entry) => entry.category.name);
    explanation = `${explanation}; ${progressTexts.alsoToward(fromHundredths(counted), names)}`;
  }
  return explanation;
}

export function countCycle(cycle: CycleInput, unit: string): CycleCount {
  const categories: CategoryCount[] = cycle.requirements.categories.map((category) => ({
    category,
    earned: 0,
    counted: 0,
    minimumFirst: null,
  }));
  const byKey = new Map(categories.map((entry) => [categoryKey(entry.category.name), entry]));
  const count: CycleCount = { earned: 0, cutOff: 0, outsidePeriod: 0, verdicts: [], categories };
  const minimumKeys = new Set(
    categories
      .filter((entry) => entry.category.kind === "minimum")
      .map((entry) => categoryKey(entry.category.name)),
  );

  for (const credit of fillingOrder(cycle.credits, minimumKeys)) {
    const amount = toHundredths(credit.credits);
    const outside = outsidePeriodOf(cycle, credit.completionDate);
    const base = { creditId: credit.id, completionDate: credit.completionDate };
    if (outside !== null) {
      count.outsidePeriod += amount;
      const explanation =
        outside === "before" ? progressTexts.outsideBefore : progressTexts.outsideAfter;
      count.verdicts.push({ ...base, counted: 0, outsidePeriod: outside, explanation });
      continue;
    }

    const tagged = [...new Set(credit.categories.map(categoryKey))]
      .map((key) => byKey.get(key))
      .filter((entry) => entry !== undefined);
    const caps = tagged.filter((entry) => entry.category.kind === "cap");
    const minimums = tagged.filter((entry) => entry.category.kind === "minimum");
    // Under several caps, the credit counts what the fullest one leaves.
    let counted = amount;
    let binding: CategoryCount | null = null;
    for (const cap of caps) {
      const room = Math.max(0, toHundredths(cap.category.credits) - cap.counted);
      if (room < counted) {
        counted = room;
        binding = cap;
      }
    }
    const explanation = explainCredit(credit, counted, caps, binding, minimums, unit);

    for (const entry of tagged) {
      entry.earned += amount;
      entry.counted += counted;
    }
    if (minimums.length > 0 && counted > 0) {
      for (const cap of caps) {
        if (cap.minimumFirst === null || byCompletion(credit, cap.minimumFirst) > 0) {
          cap.minimumFirst = credit;
        }
      }
    }
    count.earned += amount;
    count.cutOff += amount - counted;
    count.verdicts.push({
      ...base,
      counted: fromHundredths(counted),
      outsidePeriod: null,
      explanation,
    });
  }
  count.verdicts.sort((a, b) => byCompletion({ ...a, id: a.creditId }, { ...b, id: b.creditId }));
  return count;
}

export type CarryOver =
  | { amount: number }
  | { amount: 0; reason: "noPreviousCycle" | "noPeriodEnd" | "noExcess" | "noneLate" };

/** What the current cycle's carry-over rule takes from the previous cycle, in hundredths. */
export function carryOverOf(
  rule: NonNullable<Requirements["carryOver"]>,
  previous: CycleInput | null,
  unit: string,
): CarryOver {
  if (previous === null) return { amount: 0, reason: "noPreviousCycle" };
  const end = previous.reportingPeriodEnd;
  if (end === null) return { amount: 0, reason: "noPeriodEnd" };
  const count = countCycle(previous, unit);
  const excess = Math.max(0, count.earned - count.cutOff - toHundredths(previous.creditsRequired));
  if (excess === 0) return { amount: 0, reason: "noExcess" };
  const firstLateDay = addDays(end, -(rule.lastDays - 1));
  let late = 0;
  for (const verdict of count.verdicts) {
    if (verdict.outsidePeriod === null && verdict.completionDate >= firstLateDay) {
      late += toHundredths(verdict.counted);
    }
  }
  if (late === 0) return { amount: 0, reason: "noneLate" };
  return { amount: Math.min(toHundredths(rule.maxCredits), excess, late) };
}
