import type { CalendarDate } from "./calendar-date";
import { addDays } from "./calendar-date";
import { fromHundredths, toHundredths } from "./credit-amount";
import type { DeadlineStatus } from "./deadline-status";
import type { CategoryMissing, CategoryProgress, CreditVerdict, Progress } from "./progress-schema";
import { progressTexts } from "./progress-texts";
import { categoryKey, type RequirementCategory, type Requirements } from "./requirements";

/**
 * The one computation of a cycle's progress: which credits count toward it, how much, and why.
 * The server stores its result (credits earned, missing, categories missing), the API sends it
 * explained, and the deadline status, dashboard, reminders and reports all read it. Every sum
 * is done in whole hundredths, so decimals add up exactly.
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

export type ProgressInput = CycleInput & { creditsUnit: string; previousCycle: CycleInput | null };

/** One cycle counted without carry-over, every amount in hundredths. */
type CycleCount = {
  earned: number;
  cutOff: number;
  outsidePeriod: number;
  verdicts: (CreditVerdict & { completionDate: CalendarDate })[];
  categories: { category: RequirementCategory; earned: number; counted: number }[];
};

/** Completion date, then id: the order caps are filled in, whatever order credits came in. */
function canonicalOrder(credits: ProgressCredit[]): ProgressCredit[] {
  return [...credits].sort((a, b) =>
    a.completionDate < b.completionDate
      ? -1
      : a.completionDate > b.completionDate
        ? 1
        : a.id - b.id,
  );
}

function outsidePeriodOf(cycle: CycleInput, date: CalendarDate): "before" | "after" | null {
  if (cycle.reportingPeriodStart !== null && date < cycle.reportingPeriodStart) return "before";
  if (cycle.reportingPeriodEnd !== null && date > cycle.reportingPeriodEnd) return "after";
  return null;
}

function countCycle(cycle: CycleInput, unit: string): CycleCount {
  const categories = cycle.requirements.categories.map((category) => ({
    category,
    earned: 0,
    counted: 0,
  }));
  const byKey = new Map(categories.map((entry) => [categoryKey(entry.category.name), entry]));
  const count: CycleCount = { earned: 0, cutOff: 0, outsidePeriod: 0, verdicts: [], categories };

  for (const credit of canonicalOrder(cycle.credits)) {
    const amount = toHundredths(credit.credits);
    const outside = outsidePeriodOf(cycle, credit.completionDate);
    const base = { creditId: credit.id, completionDate: credit.completionDate };
    if (outside !== null) {
      count.outsidePeriod += amount;
      count.verdicts.push({
        ...base,
        counted: 0,
        outsidePeriod: outside,
        explanation:
          outside === "before" ? progressTexts.outsideBefore : progressTexts.outsideAfter,
      });
      continue;
    }

    const tagged = [...new Set(credit.categories.map(categoryKey))]
      .map((key) => byKey.get(key))
      .filter((entry) => entry !== undefined);
    const caps = tagged.filter((entry) => entry.category.kind === "cap");
    // Under several caps, the credit counts what the fullest one leaves.
    let counted = amount;
    let binding: (typeof caps)[number] | null = null;
    for (const cap of caps) {
      const room = Math.max(0, toHundredths(cap.category.credits) - cap.counted);
      if (room < counted) {
        counted = room;
        binding = cap;
      }
    }

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
    } else if (counted > 0) {
      explanation = progressTexts.countsInPart(
        fromHundredths(counted),
        fromHundredths(amount),
        {
          name: binding.category.name,
          credits: binding.category.credits,
          before: fromHundredths(binding.counted),
        },
        unit,
      );
    } else {
      explanation = progressTexts.countsNone(fromHundredths(amount), binding.category, unit);
    }
    const minimums = tagged.filter((entry) => entry.category.kind === "minimum");
    if (counted > 0 && minimums.length > 0) {
      explanation = `${explanation}; ${progressTexts.alsoToward(
        fromHundredths(counted),
        minimums.map((entry) => entry.category.name),
      )}`;
    }

    for (const entry of tagged) {
      entry.earned += amount;
      entry.counted += counted;
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
  return count;
}

type CarryOver =
  | { amount: number }
  | { amount: 0; reason: "noPreviousCycle" | "noPeriodEnd" | "noExcess" | "noneLate" };

/** What the current cycle's carry-over rule takes from the previous cycle, in hundredths. */
function carryOverOf(
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

export function computeProgress(input: ProgressInput): Progress {
  const unit = input.creditsUnit;
  const count = countCycle(input, unit);
  const rule = input.requirements.carryOver;
  const carry: CarryOver =
    rule === null ? { amount: 0 } : carryOverOf(rule, input.previousCycle, unit);

  const required = toHundredths(input.creditsRequired);
  const counted = count.earned - count.cutOff + carry.amount;

  const categories: CategoryProgress[] = count.categories.map(
    ({ category, earned, counted: categoryCounted }) => {
      const limit = toHundredths(category.credits);
      const isMinimum = category.kind === "minimum";
      const missing = isMinimum ? Math.max(0, limit - categoryCounted) : 0;
      const cutOff = isMinimum ? 0 : earned - categoryCounted;
      const c = fromHundredths;
      const explanation = isMinimum
        ? missing > 0
          ? progressTexts.minimumMissing(
              c(missing),
              c(categoryCounted),
              category.credits,
              category.name,
              unit,
            )
          : progressTexts.minimumDone(c(categoryCounted), category.credits, category.name, unit)
        : cutOff > 0
          ? progressTexts.capCut(
              c(categoryCounted),
              c(earned),
              category.credits,
              c(cutOff),
              category.name,
              unit,
            )
          : progressTexts.capWithin(c(categoryCounted), category.credits, category.name, unit);
      return {
        name: category.name,
        kind: category.kind,
        credits: category.credits,
        earned: c(earned),
        counted: c(categoryCounted),
        missing: c(missing),
        cutOff: c(cutOff),
        explanation,
      };
    },
  );
  const categoriesMissing: CategoryMissing[] = categories
    .filter((category) => category.missing > 0)
    .map((category) => ({ name: category.name, missing: category.missing }));
  const shortfalls = categoriesMissing.reduce(
    (sum, category) => sum + toHundredths(category.missing),
    0,
  );
  const overallShort = Math.max(0, required - counted);
  const missing = Math.max(overallShort, shortfalls, 0);

  const explanation = [
    progressTexts.overall(
      fromHundredths(counted),
      input.creditsRequired,
      fromHundredths(missing),
      shortfalls > overallShort,
      unit,
    ),
  ];
  if (count.outsidePeriod > 0)
    explanation.push(progressTexts.outsidePeriod(fromHundredths(count.outsidePeriod), unit));
  if (count.cutOff > 0) explanation.push(progressTexts.cutOff(fromHundredths(count.cutOff), unit));
  if (rule !== null) {
    explanation.push(
      "reason" in carry
        ? progressTexts.noCarryOver(carry.reason, rule.lastDays, unit)
        : progressTexts.carriedOver(fromHundredths(carry.amount), rule, unit),
    );
  }
  for (const category of categories) explanation.push(category.explanation);

  return {
    creditsRequired: fromHundredths(required),
    earned: fromHundredths(count.earned),
    cutOff: fromHundredths(count.cutOff),
    carriedOver: fromHundredths(carry.amount),
    counted: fromHundredths(counted),
    outsidePeriod: fromHundredths(count.outsidePeriod),
    creditsMissing: fromHundredths(missing),
    categories,
    categoriesMissing,
    credits: count.verdicts.map(({ completionDate: _date, ...verdict }) => verdict),
    explanation,
  };
}

/**
 * Completed / On Track / In Progress / At Risk from (required − missing) / required, by the
 * spec's thresholds (100, 75, 40 percent), compared exactly in hundredths. Nothing missing is
 * Completed (so 0 required with nothing missing is Completed); credits missing while 0 are
 * required (a category minimum alone) is At Risk.
 */
export function progressStatus(p: {
  creditsRequired: number;
  creditsMissing: number;
}): DeadlineStatus {
  const required = toHundredths(p.creditsRequired);
  const missing = toHundredths(p.creditsMissing);
  if (missing <= 0) return "Completed";
  if (required <= 0) return "At Risk";
  const done = required - missing;
  if (done * 100 >= required * 100) return "Completed";
  if (done * 100 >= required * 75) return "On Track";
  if (done * 100 >= required * 40) return "In Progress";
  return "At Risk";
}
