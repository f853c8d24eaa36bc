import {
  type CycleInput,
  computeProgress,
  type ProgressCredit,
  type ProgressInput,
  progressStatus,
} from "@common/certifications/progress";
import { noRequirements, type Requirements } from "@common/certifications/requirements";
import { describe, expect, it } from "vitest";

let nextId = 1;
function credit(
  credits: number,
  completionDate: string,
  categories: string[] = [],
  id = nextId++,
): ProgressCredit {
  return { id, title: `Course ${id}`, credits, completionDate, categories };
}

function cycle(overrides: Partial<CycleInput> = {}): CycleInput {
  return {
    reportingPeriodStart: "2025-01-01",
    reportingPeriodEnd: "2026-12-31",
    creditsRequired: 30,
    requirements: noRequirements,
    credits: [],
    ...overrides,
  };
}

function progressOf(overrides: Partial<ProgressInput> = {}) {
  return computeProgress({
    ...cycle(),
    creditsUnit: "hours",
    previousCycle: null,
    ...overrides,
  });
}

function verdictOf(progress: ReturnType<typeof computeProgress>, creditId: number) {
  const verdict = progress.credits.find((entry) => entry.creditId === creditId);
  if (!verdict) throw new Error(`no verdict for credit ${creditId}`);
  return verdict;
}

const selfStudyCap: Requirements = {
  categories: [{ name: "Self-study", kind: "cap", credits: 10 }],
  carryOver: null,
};

describe("decimal credits", () => {
  it("adds 0.1 and 0.2 to exactly 0.3", () => {
    const progress = progressOf({
      creditsRequired: 1,
      credits: [credit(0.1, "2025-02-01"), credit(0.2, "2025-02-02")],
    });
    expect(progress.counted).toBe(0.3);
    expect(progress.creditsMissing).toBe(0.7);
  });

  it("counts 1.5-hour credits exactly", () => {
    const progress = progressOf({
      credits: [1, 2, 3].map((day) => credit(1.5, `2025-03-0${day}`)),
    });
    expect(progress.counted).toBe(4.5);
    expect(progress.creditsMissing).toBe(25.5);
    expect(progress.explanation[0]).toBe("4.5 of 30 hours count: 25.5 hours still missing");
  });

  it("adds quarter hours up to whole hours", () => {
    const progress = progressOf({
      creditsRequired: 1,
      credits: [1, 2, 3, 4].map((day) => credit(0.25, `2025-03-0${day}`)),
    });
    expect(progress.counted).toBe(1);
    expect(progress.creditsMissing).toBe(0);
    expect(progress.explanation[0]).toBe("1 of 1 hour counts: complete");
  });
});

describe("the reporting period", () => {
  it("does not count a credit completed before the period started", () => {
    const early = credit(3, "2024-12-31");
    const progress = progressOf({ credits: [early] });
    expect(progress.counted).toBe(0);
    expect(progress.outsidePeriod).toBe(3);
    expect(verdictOf(progress, early.id)).toEqual({
      creditId: early.id,
      counted: 0,
      outsidePeriod: "before",
      explanation: "Completed before this reporting period started; it does not count",
    });
    expect(progress.explanation).toContain(
      "3 hours completed outside the reporting period do not count",
    );
  });

  it("does not count a credit completed after the period ended", () => {
    const late = credit(1, "2027-01-01");
    const progress = progressOf({ credits: [late] });
    expect(progress.counted).toBe(0);
    expect(verdictOf(progress, late.id).outsidePeriod).toBe("after");
    expect(verdictOf(progress, late.id).explanation).toBe(
      "Completed after this reporting period ended; it does not count",
    );
    expect(progress.explanation).toContain(
      "1 hour completed outside the reporting period does not count",
    );
  });

  it("counts credits completed on the first and the last day of the period", () => {
    const first = credit(2, "2025-01-01");
    const last = credit(3, "2026-12-31");
    const progress = progressOf({ credits: [first, last] });
    expect(progress.counted).toBe(5);
    expect(progress.outsidePeriod).toBe(0);
    expect(verdictOf(progress, first.id)).toMatchObject({ counted: 2, outsidePeriod: null });
    expect(verdictOf(progress, last.id).explanation).toBe("3 hours count");
  });

  it("treats a missing start or end as open", () => {
    const old = credit(2, "1999-05-01");
    const future = credit(4, "2090-05-01");
    const noStart = progressOf({ reportingPeriodStart: null, credits: [old, future] });
    expect(noStart.counted).toBe(2);
    expect(verdictOf(noStart, future.id).outsidePeriod).toBe("after");
    const noEnd = progressOf({ reportingPeriodEnd: null, credits: [old, future] });
    expect(noEnd.counted).toBe(4);
    expect(verdictOf(noEnd, old.id).outsidePeriod).toBe("before");
    const neither = progressOf({
      reportingPeriodStart: null,
      reportingPeriodEnd: null,
      credits: [old, future],
    });
    expect(neither.counted).toBe(6);
  });
});

describe("category minimums", () => {
  const ethics: Requirements = {
    categories: [{ name: "Ethics", kind: "minimum", credits: 2 }],
    carryOver: null,
  };

  it("names what a minimum still misses, even when the total is reached", () => {
    const progress = progressOf({
      creditsRequired: 10,
      requirements: ethics,
      credits: [credit(12, "2025-05-01")],
    });
    expect(progress.counted).toBe(12);
    expect(progress.creditsMissing).toBe(2);
    expect(progress.categoriesMissing).toEqual([{ name: "Ethics", missing: 2 }]);
    expect(progress.categories[0]).toMatchObject({ earned: 0, counted: 0, missing: 2 });
    expect(progress.explanation).toEqual([
      "12 of 10 hours count: 2 hours still missing to meet the category minimums",
      "2 ethics hours still missing: 0 of the 2 required count so far",
    ]);
    expect(progressStatus(progress)).toBe("On Track");
  });

  it("takes the larger of the overall and the category shortfalls", () => {
    const progress = progressOf({
      creditsRequired: 10,
      requirements: ethics,
      credits: [credit(1, "2025-05-01", ["ethics"]), credit(2, "2025-05-02")],
    });
    expect(progress.creditsMissing).toBe(7);
    expect(progress.categories[0]).toMatchObject({ counted: 1, missing: 1 });
    expect(progress.categories[0]?.explanation).toBe(
      "1 ethics hour still missing: 1 of the 2 required counts so far",
    );
  });

  it("matches a credit's category without regard to case and says it counts there", () => {
    const tagged = credit(2.5, "2025-05-01", ["  ETHICS "]);
    const progress = progressOf({ requirements: ethics, credits: [tagged] });
    expect(progress.categoriesMissing).toEqual([]);
    expect(progress.categories[0]?.explanation).toBe(
      "2.5 ethics hours count, at least 2 required: done",
    );
    expect(verdictOf(progress, tagged.id).explanation).toBe(
      "2.5 hours count; they also count toward ethics",
    );
  });

  it("ignores a category tag the cycle does not require", () => {
    const tagged = credit(2, "2025-05-01", ["Critical care"]);
    const progress = progressOf({ requirements: ethics, credits: [tagged] });
    expect(progress.counted).toBe(2);
    expect(verdictOf(progress, tagged.id).explanation).toBe("2 hours count");
  });
});

describe("category caps", () => {
  it("counts part of the credit that reaches the cap, and says why", () => {
    const first = credit(7, "2025-02-01", ["Self-study"]);
    const second = credit(5, "2025-03-01", ["self-study"]);
    const third = credit(2, "2025-04-01", ["Self-Study"]);
    const progress = progressOf({ requirements: selfStudyCap, credits: [third, second, first] });
    expect(verdictOf(progress, first.id)).toMatchObject({
      counted: 7,
      explanation: "7 hours count, 7 of the self-study cap of 10 now used",
    });
    expect(verdictOf(progress, second.id)).toMatchObject({
      counted: 3,
      explanation: "3 of 5 self-study hours count: the cap is 10 and 7 were already counted",
    });
    expect(verdictOf(progress, third.id)).toMatchObject({
      counted: 0,
      explanation: "None of the 2 self-study hours count: the cap of 10 was already reached",
    });
    expect(progress).toMatchObject({ earned: 14, cutOff: 4, counted: 10, creditsMissing: 20 });
    expect(progress.categories[0]).toMatchObject({
      earned: 14,
      counted: 10,
      cutOff: 4,
      missing: 0,
    });
    expect(progress.explanation).toEqual([
      "10 of 30 hours count: 20 hours still missing",
      "4 hours do not count because of category caps",
      "10 of 14 self-study hours count: the cap is 10, so 4 do not count",
    ]);
  });

  it("fills the cap in completion order, then by id, whatever the input order", () => {
    const a = credit(6, "2025-02-01", ["Self-study"], 20);
    const b = credit(6, "2025-02-01", ["Self-study"], 10);
    const progress = progressOf({ requirements: selfStudyCap, credits: [a, b] });
    expect(verdictOf(progress, 10).counted).toBe(6);
    expect(verdictOf(progress, 20).counted).toBe(4);
    expect(progress.credits.map((verdict) => verdict.creditId)).toEqual([10, 20]);
  });

  it("counts a credit under two caps by what the fuller cap leaves", () => {
    const requirements: Requirements = {
      categories: [
        { name: "Self-study", kind: "cap", credits: 10 },
        { name: "Online", kind: "cap", credits: 5 },
      ],
      carryOver: null,
    };
    const online = credit(4, "2025-02-01", ["Online"]);
    const selfStudy = credit(8, "2025-02-02", ["Self-study"]);
    const both = credit(3, "2025-02-03", ["Self-study", "Online"]);
    const progress = progressOf({ requirements, credits: [online, selfStudy, both] });
    expect(verdictOf(progress, both.id)).toMatchObject({
      counted: 1,
      explanation: "1 of 3 online hours counts: the cap is 5 and 4 were already counted",
    });
    expect(progress.categories.map((category) => [category.name, category.counted])).toEqual([
      ["Self-study", 9],
      ["Online", 5],
    ]);
    expect(progress.counted).toBe(13);
  });

  it("counts what a cap keeps toward a minimum as well", () => {
    const requirements: Requirements = {
      categories: [
        { name: "Ethics", kind: "minimum", credits: 2 },
        { name: "Self-study", kind: "cap", credits: 1 },
      ],
      carryOver: null,
    };
    const both = credit(3, "2025-02-01", ["Ethics", "Self-study"]);
    const progress = progressOf({ requirements, credits: [both] });
    expect(verdictOf(progress, both.id).explanation).toBe(
      "1 of 3 self-study hours counts: the cap is 1; it also counts toward ethics",
    );
    expect(progress.categories[0]).toMatchObject({ earned: 3, counted: 1, missing: 1 });
    expect(progress.categoriesMissing).toEqual([{ name: "Ethics", missing: 1 }]);
  });
});

describe("carry-over", () => {
  const rule = (maxCredits: number, lastDays: number): Requirements => ({
    categories: [],
    carryOver: { maxCredits, lastDays },
  });
  const previous = (credits: ProgressCredit[], overrides: Partial<CycleInput> = {}) =>
    cycle({
      reportingPeriodStart: "2023-01-01",
      reportingPeriodEnd: "2024-12-31",
      credits,
      ...overrides,
    });

  it("carries over only what the previous cycle earned beyond its requirement", () => {
    const progress = progressOf({
      requirements: rule(15, 90),
      previousCycle: previous([credit(20, "2023-06-01"), credit(15, "2024-12-01")]),
      credits: [credit(10, "2025-03-01")],
    });
    expect(progress.carriedOver).toBe(5);
    expect(progress.counted).toBe(15);
    expect(progress.creditsMissing).toBe(15);
    expect(progress.explanation).toContain(
      "5 hours carried over from the previous cycle (at most 15, earned beyond its requirement in its last 90 days)",
    );
  });

  it("carries over at most the rule's maximum", () => {
    const progress = progressOf({
      requirements: rule(15, 90),
      previousCycle: previous([credit(10, "2023-06-01"), credit(40, "2024-11-01")]),
    });
    expect(progress.carriedOver).toBe(15);
  });

  it("carries over only credits of the last days of the previous period, both edges counted", () => {
    // 2024-10-03 is the first of the last 90 days up to 2024-12-31; 2024-10-02 is before them.
    const progress = progressOf({
      requirements: rule(15, 90),
      previousCycle: previous([
        credit(40, "2023-06-01"),
        credit(1.5, "2024-10-02"),
        credit(2, "2024-10-03"),
        credit(0.5, "2024-12-31"),
      ]),
    });
    expect(progress.carriedOver).toBe(2.5);
  });

  it("carries nothing over from a previous cycle without a reporting period end", () => {
    const progress = progressOf({
      requirements: rule(15, 90),
      previousCycle: previous([credit(45, "2024-12-01")], { reportingPeriodEnd: null }),
    });
    expect(progress.carriedOver).toBe(0);
    expect(progress.explanation).toContain(
      "No hours carried over: the previous cycle has no reporting period end",
    );
  });

  it("says why nothing carried over", () => {
    const first = progressOf({ requirements: rule(15, 90) });
    expect(first.explanation).toContain("No hours carried over: there is no previous cycle");
    const justEnough = progressOf({
      requirements: rule(15, 90),
      previousCycle: previous([credit(30, "2024-12-01")]),
    });
    expect(justEnough.explanation).toContain(
      "No hours carried over: the previous cycle earned nothing beyond its requirement",
    );
    const early = progressOf({
      requirements: rule(15, 30),
      previousCycle: previous([credit(40, "2024-01-01")]),
    });
    expect(early.explanation).toContain(
      "No hours carried over: none of the previous cycle's credits were completed in its last 30 days",
    );
  });

  it("carries nothing over without a rule in the current cycle", () => {
    const progress = progressOf({
      previousCycle: previous([credit(45, "2024-12-01")]),
    });
    expect(progress.carriedOver).toBe(0);
    expect(progress.explanation).toEqual(["0 of 30 hours count: 30 hours still missing"]);
  });

  it("counts toward the total only, never toward a category", () => {
    const progress = progressOf({
      requirements: {
        categories: [{ name: "Ethics", kind: "minimum", credits: 1 }],
        carryOver: { maxCredits: 15, lastDays: 90 },
      },
      previousCycle: previous([credit(35, "2024-12-01", ["Ethics"])]),
    });
    expect(progress.carriedOver).toBe(5);
    expect(progress.categoriesMissing).toEqual([{ name: "Ethics", missing: 1 }]);
    expect(progress.creditsMissing).toBe(25);
  });

  it("counts the previous cycle by its own period and caps", () => {
    const progress = progressOf({
      requirements: rule(15, 90),
      previousCycle: previous(
        [
          credit(25, "2024-11-01"),
          credit(12, "2024-12-01", ["Self-study"]),
          credit(20, "2025-01-15"),
        ],
        { requirements: selfStudyCap },
      ),
    });
    // 25 + 10 of 12 self-study hours = 35 counted, 5 beyond the 30 required; the January
    // course lies after the previous period and counts for nothing there.
    expect(progress.carriedOver).toBe(5);
  });
});

describe("a credit shared by two certifications", () => {
  it("counts in each by that certification's own period and rules", () => {
    const course = credit(6, "2025-06-01", ["Self-study"]);
    const rn = progressOf({
      creditsUnit: "contact hours",
      requirements: {
        categories: [{ name: "Self-study", kind: "cap", credits: 4 }],
        carryOver: null,
      },
      credits: [course],
    });
    const ccrn = progressOf({
      reportingPeriodStart: "2025-03-01",
      reportingPeriodEnd: "2028-02-29",
      creditsRequired: 100,
      credits: [course],
    });
    const other = progressOf({ reportingPeriodStart: "2025-07-01", credits: [course] });
    expect(verdictOf(rn, course.id)).toMatchObject({ counted: 4 });
    expect(verdictOf(ccrn, course.id)).toMatchObject({ counted: 6, explanation: "6 hours count" });
    expect(verdictOf(other, course.id)).toMatchObject({ counted: 0, outsidePeriod: "before" });
    expect([rn.counted, ccrn.counted, other.counted]).toEqual([4, 6, 0]);
  });
});

describe("renewal", () => {
  it("starts the new cycle from zero, with what the finished one carries over", () => {
    const finished = cycle({
      reportingPeriodStart: "2023-01-01",
      reportingPeriodEnd: "2024-12-31",
      requirements: { categories: [], carryOver: { maxCredits: 10, lastDays: 60 } },
      credits: [credit(25, "2024-06-01"), credit(9, "2024-12-15")],
    });
    const renewed = progressOf({
      ...finished,
      reportingPeriodStart: "2025-01-01",
      reportingPeriodEnd: "2026-12-31",
      credits: [],
      previousCycle: finished,
    });
    expect(renewed.earned).toBe(0);
    expect(renewed.carriedOver).toBe(4);
    expect(renewed.counted).toBe(4);
    expect(renewed.creditsMissing).toBe(26);
    expect(progressStatus(renewed)).toBe("At Risk");
  });
});

describe("the worked examples", () => {
  it("the nurse: 30 contact hours, at least 2 ethics and 3 pain management, at most 10 self-study", () => {
    const requirements: Requirements = {
      categories: [
        { name: "Ethics", kind: "minimum", credits: 2 },
        { name: "Pain management", kind: "minimum", credits: 3 },
        { name: "Self-study", kind: "cap", credits: 10 },
      ],
      carryOver: null,
    };
    const selfStudy = [1, 2, 3, 4, 5, 6, 7, 8].map((month) =>
      credit(1.5, `2025-0${month}-10`, ["Self-study"]),
    );
    const ethics = credit(2, "2025-09-01", ["Ethics"]);
    const pain = credit(1.5, "2025-09-15", ["Pain management"]);
    const beforePeriod = credit(4, "2024-12-20");
    const progress = progressOf({
      creditsUnit: "contact hours",
      requirements,
      credits: [...selfStudy, ethics, pain, beforePeriod],
    });
    expect(verdictOf(progress, selfStudy[6]?.id ?? 0).explanation).toBe(
      "1 of 1.5 self-study contact hours counts: the cap is 10 and 9 were already counted",
    );
    expect(verdictOf(progress, selfStudy[7]?.id ?? 0).explanation).toBe(
      "None of the 1.5 self-study contact hours count: the cap of 10 was already reached",
    );
    expect(progress).toMatchObject({
      earned: 15.5,
      cutOff: 2,
      counted: 13.5,
      outsidePeriod: 4,
      creditsMissing: 16.5,
      categoriesMissing: [{ name: "Pain management", missing: 1.5 }],
    });
    expect(progress.explanation).toEqual([
      "13.5 of 30 contact hours count: 16.5 contact hours still missing",
      "4 contact hours completed outside the reporting period do not count",
      "2 contact hours do not count because of category caps",
      "2 ethics contact hours count, at least 2 required: done",
      "1.5 pain management contact hours still missing: 1.5 of the 3 required count so far",
      "10 of 12 self-study contact hours count: the cap is 10, so 2 do not count",
    ]);
    expect(progressStatus(progress)).toBe("In Progress");
  });

  it("the engineer: 30 PDH, at least 1 professional ethics, up to 15 carried over", () => {
    const requirements: Requirements = {
      categories: [{ name: "Professional ethics", kind: "minimum", credits: 1 }],
      carryOver: { maxCredits: 15, lastDays: 365 },
    };
    const previousCycle = cycle({
      reportingPeriodStart: "2023-01-01",
      reportingPeriodEnd: "2024-12-31",
      requirements,
      credits: [credit(22, "2023-05-01"), credit(26, "2024-09-01", ["Professional ethics"])],
    });
    const ethics = credit(1, "2025-04-01", ["professional ethics"]);
    const progress = progressOf({
      creditsUnit: "PDH",
      requirements,
      previousCycle,
      credits: [credit(13, "2025-02-01"), ethics],
    });
    expect(progress).toMatchObject({ earned: 14, carriedOver: 15, counted: 29, creditsMissing: 1 });
    expect(progress.categoriesMissing).toEqual([]);
    expect(verdictOf(progress, ethics.id).explanation).toBe(
      "1 PDH counts; it also counts toward professional ethics",
    );
    expect(progress.explanation).toEqual([
      "29 of 30 PDH count: 1 PDH still missing",
      "15 PDH carried over from the previous cycle (at most 15, earned beyond its requirement in its last 365 days)",
      "1 professional ethics PDH counts, at least 1 required: done",
    ]);
    expect(progressStatus(progress)).toBe("On Track");
  });
});

describe("without categories", () => {
  it("is the plain sum of the credits in the period against the credits required", () => {
    const credits = [credit(12, "2025-02-01"), credit(7.25, "2026-01-01"), credit(9, "2027-02-01")];
    const progress = progressOf({ creditsRequired: 20, credits });
    expect(progress).toMatchObject({
      creditsRequired: 20,
      earned: 19.25,
      cutOff: 0,
      carriedOver: 0,
      counted: 19.25,
      outsidePeriod: 9,
      creditsMissing: 0.75,
      categories: [],
      categoriesMissing: [],
    });
    const done = progressOf({ creditsRequired: 15, credits });
    expect(done.creditsMissing).toBe(0);
    expect(done.explanation[0]).toBe("19.25 of 15 hours count: complete");
  });

  it("reads a certification requiring nothing as complete", () => {
    const progress = progressOf({ creditsRequired: 0, credits: [credit(1, "2025-02-01")] });
    expect(progress.creditsMissing).toBe(0);
    expect(progress.explanation[0]).toBe("No hours required overall; 1 hour counts: complete");
    expect(progressStatus(progress)).toBe("Completed");
  });
});

describe("progress status", () => {
  it.each([
    [0, "Completed"],
    [0.01, "On Track"],
    [25, "On Track"],
    [25.01, "In Progress"],
    [60, "In Progress"],
    [60.01, "At Risk"],
    [100, "At Risk"],
  ] as const)("reads %s of 100 credits missing as %s", (creditsMissing, status) => {
    expect(progressStatus({ creditsRequired: 100, creditsMissing })).toBe(status);
  });

  it("compares exactly: 7.5 of 10 done is On Track, 2 of 3 is In Progress", () => {
    expect(progressStatus({ creditsRequired: 10, creditsMissing: 2.5 })).toBe("On Track");
    expect(progressStatus({ creditsRequired: 3, creditsMissing: 1 })).toBe("In Progress");
    expect(progressStatus({ creditsRequired: 0.3, creditsMissing: 0.18 })).toBe("In Progress");
  });

  it("reads nothing required as Completed, unless a category minimum is still missing", () => {
    expect(progressStatus({ creditsRequired: 0, creditsMissing: 0 })).toBe("Completed");
    expect(progressStatus({ creditsRequired: 0, creditsMissing: 2 })).toBe("At Risk");
  });
});
