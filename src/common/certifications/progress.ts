import { fromHundredths, toHundredths } from "./credit-amount";
import {
  type CarryOver,
  type CategoryCount,
  type CycleInput,
  carryOverOf,
  countCycle,
} from "./cycle-count";
import type { DeadlineStatus } from "./deadline-status";
import type { CategoryMissing, CategoryProgress, Progress } from "./progress-schema";
import { progressTexts } from "./progress-texts";

/**
 * The one computation of a cycle's progress: which credits count toward it, how much, and why.
 * The server stores its result (credits earned, missing, categories missing), the API sends it
 * explained, and the deadline status, dashboard, reminders and reports all read it. Every sum
 * is done in whole hundredths, so decimals add up exactly.
 */

export type { CycleInput, ProgressCredit } from "./cycle-count";

export type ProgressInput = CycleInput & { creditsUnit: string; previousCycle: CycleInput | null };

/** One requirement category's counts and its sentence. */
function categoryProgressOf(entry: CategoryCount, unit: string): CategoryProgress {
  const { category, earned, counted } = entry;
  const c = fromHundredths;
  const name = category.name;
  let missing = 0;
  let cutOff = 0;
  let explanation: string;
  if (category.kind === "minimum") {
    missing = Math.max(0, toHundredths(category.credits) - counted);
    explanation =
      missing > 0
        ? progressTexts.minimumMissing(c(missing), c(counted), category.credits, name, unit)
        : progressTexts.minimumDone(c(counted), category.credits, name, unit);
  } else {
    cutOff = earned - counted;
    explanation =
      cutOff > 0
        ? progressTexts.capCut(c(counted), c(earned), category.credits, c(cutOff), name, unit)
        : progressTexts.capWithin(c(counted), category.credits, name, unit);
  }
  return {
    name,
    kind: category.kind,
    credits: category.credits,
    earned: c(earned),
    counted: c(counted),
    missing: c(missing),
    cutOff: c(cutOff),
    explanation,
  };
}

export function computeProgress(input: ProgressInput): Progress {
  const unit = input.creditsUnit;
  const count = countCycle(input, unit);
  const rule = input.requirements.carryOver;
  const carry: CarryOver =
    rule === null ? { amount: 0 } : carryOverOf(rule, input.previousCycle, unit);

  const required = toHundredths(input.creditsRequired);
  const counted = count.earned - count.cutOff + carry.amount;

  const categories = count.categories.map((entry) => categoryProgressOf(entry, unit));
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
