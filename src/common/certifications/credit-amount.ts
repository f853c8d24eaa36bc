import { z } from "zod";

/**
 * Credit amounts (a credit's credits, credits required, caps and minimums) are decimals with
 * at most two places: 1.5 contact hours, 0.1 CEU, 0.25 steps. They travel as JSON numbers and
 * are stored as SQL numeric; every sum and difference is done in whole hundredths, so no
 * floating-point error ever shows (0.1 + 0.2 is 0.3).
 */
export const creditDecimals = 2;

/** The amount in whole hundredths: 1.25 → 125. */
export function toHundredths(amount: number): number {
  return Math.round(amount * 100);
}

/** The amount of `hundredths`: 125 → 1.25 (the double nearest the decimal, as JSON sends it). */
export function fromHundredths(hundredths: number): number {
  return hundredths / 100;
}

/** True when `amount` has at most two decimal places (1.25 yes, 1.255 no). */
export function hasCreditDecimals(amount: number): boolean {
  return Number.isFinite(amount) && Math.abs(amount * 100 - Math.round(amount * 100)) < 1e-6;
}

/** The exact sum of amounts: sumCredits([0.1, 0.2]) is 0.3. */
export function sumCredits(amounts: Iterable<number>): number {
  let hundredths = 0;
  for (const amount of amounts) hundredths += toHundredths(amount);
  return fromHundredths(hundredths);
}

/** a − b, exactly. */
export function subtractCredits(a: number, b: number): number {
  return fromHundredths(toHundredths(a) - toHundredths(b));
}

/** An amount as the product shows it, without trailing zeros: "1.5", "2", "0.25". */
export function formatCredits(amount: number): string {
  return String(fromHundredths(toHundredths(amount)));
}

/**
 * A credit amount typed in a form or sent as JSON: a number (or digits in a string) from `min`
 * to `max` with at most two decimal places. An empty field, null or true are refused rather
 * than read as 0 or 1. `above` refuses `min` itself (credits of a course: more than 0).
 */
export function creditAmountField(rule: {
  message: string;
  min: number;
  max: number;
  tooLarge: string;
  above?: boolean;
}) {
  // min and max as checks (not refinements), so the request contracts show the bounds.
  const number = z.number({ error: rule.message }).min(rule.min, rule.message);
  const inRange = rule.above ? number.refine((value) => value !== rule.min, rule.message) : number;
  return z.preprocess(
    (value) => (typeof value === "string" && value.trim() !== "" ? Number(value) : value),
    inRange
      .max(rule.max, rule.tooLarge)
      .refine(hasCreditDecimals, rule.message)
      .transform((value) => fromHundredths(toHundredths(value))),
  );
}
