import { plural } from "../plural";
import { formatCredits } from "./credit-amount";
import { creditsText, unitFor } from "./credits-unit";

/**
 * The plain sentences of a cycle's explained progress (progress.ts). Amounts go through
 * `formatCredits` and the unit's singular or plural; in a sentence the verb agrees with the
 * first count ("1 of 5 hours counts", "3 of 5 hours count"). Category names are written as a
 * sentence reads them ("2 ethics hours still missing") while headings show them as typed.
 */

/**
 * A category name inside a sentence: each word lower-cased ("Pain Management" → "pain
 * management", "Self-Study" → "self-study"), except words written with more than one capital,
 * which are acronyms ("HIV/AIDS", "CPR" stay as they are).
 */
export function sentenceName(name: string): string {
  return name
    .trim()
    .split(/([\s\-/]+)/)
    .map((word) =>
      (word.match(/\p{Lu}/gu) ?? []).length > 1 ? word : word.toLocaleLowerCase("en-US"),
    )
    .join("");
}

/** "2 ethics hours", "1 self-study hour", "1 professional ethics PDH". */
export function categoryAmount(amount: number, name: string, unit: string): string {
  return `${formatCredits(amount)} ${sentenceName(name)} ${unitFor(amount, unit)}`;
}

/** "counts" after exactly 1, "count" otherwise. */
function counts(amount: number): string {
  return plural(amount, "counts", "count");
}

function was(amount: number): string {
  return plural(amount, "was", "were");
}

/** "ethics", "ethics and pain management", "ethics, pain management and law". */
export function nameList(names: string[]): string {
  const words = names.map(sentenceName);
  if (words.length <= 1) return words.join("");
  return `${words.slice(0, -1).join(", ")} and ${words[words.length - 1]}`;
}

export const progressTexts = {
  outsideBefore: "Completed before this reporting period started; it does not count",
  outsideAfter: "Completed after this reporting period ended; it does not count",

  /** A credit that counts in full: "1.5 hours count", "1 hour counts". */
  countsInFull: (amount: number, unit: string) => `${creditsText(amount, unit)} ${counts(amount)}`,

  /** "3 of 5 self-study hours count: the cap is 10 and 7 were already counted". */
  countsInPart: (
    counted: number,
    amount: number,
    cap: { name: string; credits: number; before: number },
    unit: string,
  ) =>
    cap.before > 0
      ? `${formatCredits(counted)} of ${categoryAmount(amount, cap.name, unit)} ${counts(counted)}: the cap is ${formatCredits(cap.credits)} and ${formatCredits(cap.before)} ${was(cap.before)} already counted`
      : `${formatCredits(counted)} of ${categoryAmount(amount, cap.name, unit)} ${counts(counted)}: the cap is ${formatCredits(cap.credits)}`,

  /** "None of the 2 self-study hours count: the cap of 10 was already reached". */
  countsNone: (amount: number, cap: { name: string; credits: number }, unit: string) =>
    `None of the ${categoryAmount(amount, cap.name, unit)} ${amount === 1 ? "counts" : "count"}: the cap of ${formatCredits(cap.credits)} was already reached`,

  /** Added to a credit that counts in full under caps: "8.5 of the self-study cap of 10 now used". */
  capsUsed: (caps: { name: string; credits: number; used: number }[]) =>
    caps
      .map(
        (cap) =>
          `${formatCredits(cap.used)} of the ${sentenceName(cap.name)} cap of ${formatCredits(cap.credits)}`,
      )
      .join(" and ")
      .concat(" now used"),

  /** Added to a credit's verdict when what counts also counts toward minimum categories. */
  alsoToward: (counted: number, names: string[]) =>
    `${plural(counted, "it also counts", "they also count")} toward ${nameList(names)}`,

  minimumDone: (counted: number, minimum: number, name: string, unit: string) =>
    `${categoryAmount(counted, name, unit)} ${counts(counted)}, at least ${formatCredits(minimum)} required: done`,
  minimumMissing: (missing: number, counted: number, minimum: number, name: string, unit: string) =>
    `${categoryAmount(missing, name, unit)} still missing: ${formatCredits(counted)} of the ${formatCredits(minimum)} required ${counts(counted)} so far`,
  capWithin: (counted: number, cap: number, name: string, unit: string) =>
    `${categoryAmount(counted, name, unit)} ${counts(counted)}; the cap is ${formatCredits(cap)}`,
  capCut: (
    counted: number,
    earned: number,
    cap: number,
    cutOff: number,
    name: string,
    unit: string,
  ) =>
    `${formatCredits(counted)} of ${categoryAmount(earned, name, unit)} ${counts(counted)}: the cap is ${formatCredits(cap)}, so ${formatCredits(cutOff)} ${plural(cutOff, "does", "do")} not count`,

  /** The overall line: "18 of 30 hours count: 12 hours still missing". */
  overall: (
    counted: number,
    required: number,
    missing: number,
    forMinimums: boolean,
    unit: string,
  ) => {
    const head =
      required > 0
        ? `${formatCredits(counted)} of ${creditsText(required, unit)} ${counts(counted)}`
        : `No ${unit} required overall; ${creditsText(counted, unit)} ${counts(counted)}`;
    if (missing <= 0) return `${head}: complete`;
    return `${head}: ${creditsText(missing, unit)} still missing${forMinimums ? " to meet the category minimums" : ""}`;
  },
  cutOff: (amount: number, unit: string) =>
    `${creditsText(amount, unit)} ${plural(amount, "does", "do")} not count because of category caps`,
  outsidePeriod: (amount: number, unit: string) =>
    `${creditsText(amount, unit)} completed outside the reporting period ${plural(amount, "does", "do")} not count`,
  carriedOver: (amount: number, rule: { maxCredits: number; lastDays: number }, unit: string) =>
    `${creditsText(amount, unit)} carried over from the previous cycle (at most ${formatCredits(rule.maxCredits)}, earned beyond its requirement in its last ${rule.lastDays} ${plural(rule.lastDays, "day", "days")})`,
  noCarryOver: (
    reason: "noPreviousCycle" | "noPeriodEnd" | "noExcess" | "noneLate",
    lastDays: number,
    unit: string,
  ) => {
    const head = `No ${unit} carried over`;
    switch (reason) {
      case "noPreviousCycle":
        return `${head}: there is no previous cycle`;
      case "noPeriodEnd":
        return `${head}: the previous cycle has no reporting period end`;
      case "noExcess":
        return `${head}: the previous cycle earned nothing beyond its requirement`;
      case "noneLate":
        return `${head}: none of the previous cycle's credits were completed in its last ${lastDays} ${plural(lastDays, "day", "days")}`;
    }
  },
};
