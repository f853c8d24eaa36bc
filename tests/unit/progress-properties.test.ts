import { addDays } from "@common/certifications/calendar-date";
import { hasCreditDecimals, toHundredths } from "@common/certifications/credit-amount";
import {
  type CycleInput,
  computeProgress,
  type ProgressCredit,
  type ProgressInput,
  progressStatus,
} from "@common/certifications/progress";
import type { Progress } from "@common/certifications/progress-schema";
import { categoryKey, type Requirements } from "@common/certifications/requirements";
import fc from "fast-check";
import { describe, expect, it } from "vitest";

/** Amounts as users enter them: 0.01 to 20, with at most two decimals, often in quarters. */
const amount = fc.oneof(
  fc.integer({ min: 1, max: 2000 }).map((hundredths) => hundredths / 100),
  fc.integer({ min: 1, max: 16 }).map((quarters) => quarters / 4),
);
/** Minimums and caps small enough that credits often reach them. */
const categoryCredits = fc.integer({ min: 1, max: 1000 }).map((hundredths) => hundredths / 100);
const day = fc.integer({ min: 0, max: 1500 }).map((offset) => addDays("2023-01-01", offset));
const tagNames = ["Ethics", "ethics", "Self-study", "Online", "Pain management", "Other"];
const categoryNames = ["Ethics", "Self-study", "Online", "Pain management"];

const creditFields = fc.record({
  credits: amount,
  completionDate: day,
  categories: fc.subarray(tagNames, { maxLength: 3 }),
});
type CreditFields = Omit<ProgressCredit, "id" | "title">;

function withIds(fields: CreditFields[], firstId = 1): ProgressCredit[] {
  return fields.map((credit, index) => ({ ...credit, id: firstId + index, title: "Course" }));
}

const requirements: fc.Arbitrary<Requirements> = fc.record({
  categories: fc.uniqueArray(fc.constantFrom(...categoryNames), { maxLength: 4 }).chain((names) =>
    fc.tuple(
      ...names.map((name) =>
        fc.record({
          name: fc.constant(name),
          kind: fc.constantFrom("minimum" as const, "cap" as const),
          credits: categoryCredits,
        }),
      ),
    ),
  ),
  carryOver: fc.option(
    fc.record({ maxCredits: amount, lastDays: fc.integer({ min: 1, max: 400 }) }),
  ),
});

const period = fc
  .tuple(fc.option(day), fc.option(fc.integer({ min: 200, max: 1500 })))
  .map(([start, length]) => ({
    reportingPeriodStart: start,
    reportingPeriodEnd: length === null ? null : addDays(start ?? "2024-01-01", length),
  }));

/** Often small, so that a category shortfall, not the total, decides what is missing. */
const required = fc
  .oneof(fc.integer({ min: 0, max: 6000 }), fc.integer({ min: 0, max: 500 }))
  .map((hundredths) => hundredths / 100);

const cycleInput: fc.Arbitrary<CycleInput> = fc
  .record({
    period,
    creditsRequired: required,
    requirements,
    credits: fc.array(creditFields, { maxLength: 25 }),
  })
  .map(({ period: dates, credits, ...rest }) => ({
    ...dates,
    ...rest,
    credits: withIds(credits),
  }));

const progressInput: fc.Arbitrary<ProgressInput> = fc
  .record({
    current: cycleInput,
    previous: fc.option(cycleInput),
    unit: fc.constantFrom("hours", "contact hours", "CEUs", "PDH"),
  })
  .map(({ current, previous, unit }) => ({
    ...current,
    creditsUnit: unit,
    previousCycle:
      previous === null
        ? null
        : {
            ...previous,
            credits: withIds(
              previous.credits.map(({ id: _, ...c }) => c),
              1000,
            ),
          },
  }));

function capKeysOf(requirements: Requirements): Set<string> {
  return new Set(
    requirements.categories.filter((c) => c.kind === "cap").map((c) => categoryKey(c.name)),
  );
}

function amountsOf(progress: Progress): number[] {
  return [
    progress.creditsRequired,
    progress.earned,
    progress.cutOff,
    progress.carriedOver,
    progress.counted,
    progress.outsidePeriod,
    progress.creditsMissing,
    ...progress.categories.flatMap((c) => [c.credits, c.earned, c.counted, c.missing, c.cutOff]),
    ...progress.categoriesMissing.map((c) => c.missing),
    ...progress.credits.map((c) => c.counted),
  ];
}

/**
 * The input with every credit (and `extra`) under at most one cap: its first cap tag is kept.
 * A course under two caps takes room in both, so a new one can push two others out; the
 * monotony below is claimed for one cap per credit (see docs/decisions/021-progress-computation.md).
 */
function underOneCapEach(input: ProgressInput, extra: CreditFields) {
  const caps = capKeysOf(input.requirements);
  const oneCap = (categories: string[]) => {
    const firstCap = categories.find((name) => caps.has(categoryKey(name)));
    return categories.filter((name) => !caps.has(categoryKey(name)) || name === firstCap);
  };
  return {
    input: {
      ...input,
      credits: input.credits.map((credit) => ({
        ...credit,
        categories: oneCap(credit.categories),
      })),
    },
    extra: { ...extra, categories: oneCap(extra.categories), id: 999, title: "Added" },
  };
}

/** The input's requirements with only their first minimum category (caps all kept). */
function withOneMinimum(input: ProgressInput): ProgressInput {
  const first = input.requirements.categories.find((c) => c.kind === "minimum");
  return {
    ...input,
    requirements: {
      ...input.requirements,
      categories: input.requirements.categories.filter((c) => c.kind === "cap" || c === first),
    },
  };
}

function expectNoLoss(before: Progress, after: Progress) {
  expect(after.counted).toBeGreaterThanOrEqual(before.counted);
  expect(after.creditsMissing).toBeLessThanOrEqual(before.creditsMissing);
}

describe("progress properties", () => {
  it("adding a credit of any date never lowers what counts while each credit is under at most one cap", () => {
    fc.assert(
      fc.property(progressInput, creditFields, (generated, added) => {
        const { input, extra } = underOneCapEach(generated, added);
        const before = computeProgress(input);
        const after = computeProgress({ ...input, credits: [...input.credits, extra] });
        expect(after.counted).toBeGreaterThanOrEqual(before.counted);
      }),
      { numRuns: 300 },
    );
  });

  it("recording a credit completed after the others never lowers what counts, in total or in any category, nor raises what is missing", () => {
    fc.assert(
      fc.property(
        progressInput,
        creditFields,
        fc.integer({ min: 0, max: 400 }),
        (generated, added, later) => {
          const { input, extra } = underOneCapEach(generated, added);
          const last =
            input.credits
              .map((credit) => credit.completionDate)
              .sort()
              .at(-1) ?? "2023-01-01";
          const before = computeProgress(input);
          const after = computeProgress({
            ...input,
            credits: [...input.credits, { ...extra, completionDate: addDays(last, later) }],
          });
          expectNoLoss(before, after);
          for (const [index, category] of after.categories.entries()) {
            expect(category.counted).toBeGreaterThanOrEqual(before.categories[index]?.counted ?? 0);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it("adding a credit of any date never raises what is missing when one minimum competes for the caps", () => {
    fc.assert(
      fc.property(progressInput, creditFields, (generated, added) => {
        const { input, extra } = underOneCapEach(withOneMinimum(generated), added);
        const before = computeProgress(input);
        const after = computeProgress({ ...input, credits: [...input.credits, extra] });
        expectNoLoss(before, after);
        for (const [index, category] of after.categories.entries()) {
          if (category.kind === "minimum") {
            expect(category.counted).toBeGreaterThanOrEqual(before.categories[index]?.counted ?? 0);
          }
        }
      }),
      { numRuns: 1000 },
    );
  });

  it("adding a credit of any date under no cap never lowers what counts nor raises what is missing", () => {
    fc.assert(
      fc.property(progressInput, creditFields, (input, extra) => {
        const caps = capKeysOf(input.requirements);
        const uncapped = {
          ...extra,
          categories: extra.categories.filter((name) => !caps.has(categoryKey(name))),
        };
        const before = computeProgress(input);
        const after = computeProgress({
          ...input,
          credits: [...input.credits, { ...uncapped, id: 999, title: "Added" }],
        });
        expectNoLoss(before, after);
      }),
      { numRuns: 300 },
    );
  });

  it("never counts more of a cap category than its cap", () => {
    fc.assert(
      fc.property(progressInput, (input) => {
        for (const category of computeProgress(input).categories) {
          if (category.kind === "cap") {
            expect(category.counted).toBeLessThanOrEqual(category.credits);
          }
        }
      }),
    );
  });

  it("never counts more in a category than in total", () => {
    fc.assert(
      fc.property(progressInput, (input) => {
        const progress = computeProgress(input);
        for (const category of progress.categories) {
          expect(category.counted).toBeLessThanOrEqual(progress.counted);
          expect(category.counted).toBeLessThanOrEqual(category.earned);
        }
      }),
    );
  });

  it("does not depend on the order of the credits", () => {
    fc.assert(
      fc.property(
        progressInput.chain((input) =>
          fc.tuple(
            fc.constant(input),
            fc.shuffledSubarray(input.credits, { minLength: input.credits.length }),
          ),
        ),
        ([input, shuffled]) => {
          expect(computeProgress({ ...input, credits: shuffled })).toEqual(computeProgress(input));
        },
      ),
    );
  });

  it("counts earned − cut off + carried over, and each credit's share adds up to it", () => {
    fc.assert(
      fc.property(progressInput, (input) => {
        const p = computeProgress(input);
        const h = toHundredths;
        expect(h(p.counted)).toBe(h(p.earned) - h(p.cutOff) + h(p.carriedOver));
        const perCredit = p.credits.reduce((sum, verdict) => sum + h(verdict.counted), 0);
        expect(perCredit).toBe(h(p.earned) - h(p.cutOff));
        expect(p.credits).toHaveLength(input.credits.length);
      }),
    );
  });

  it("answers every amount with at most two decimals", () => {
    fc.assert(
      fc.property(progressInput, (input) => {
        for (const value of amountsOf(computeProgress(input))) {
          expect(hasCreditDecimals(value)).toBe(true);
          expect(value).toBe(Math.round(value * 100) / 100);
        }
      }),
    );
  });

  it("has nothing missing exactly when the status is Completed", () => {
    fc.assert(
      fc.property(progressInput, (input) => {
        const progress = computeProgress(input);
        expect(progress.creditsMissing === 0).toBe(progressStatus(progress) === "Completed");
      }),
    );
  });

  it("without categories or carry-over, is the plain sum against the credits required", () => {
    fc.assert(
      fc.property(progressInput, (input) => {
        const plain = { ...input, requirements: { categories: [], carryOver: null } };
        const inPeriod = plain.credits.filter(
          (credit) =>
            (plain.reportingPeriodStart === null ||
              credit.completionDate >= plain.reportingPeriodStart) &&
            (plain.reportingPeriodEnd === null ||
              credit.completionDate <= plain.reportingPeriodEnd),
        );
        const sum = inPeriod.reduce((total, credit) => total + toHundredths(credit.credits), 0);
        const progress = computeProgress(plain);
        expect(toHundredths(progress.counted)).toBe(sum);
        expect(toHundredths(progress.creditsMissing)).toBe(
          Math.max(0, toHundredths(plain.creditsRequired) - sum),
        );
      }),
    );
  });
});
