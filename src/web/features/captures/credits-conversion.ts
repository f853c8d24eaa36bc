import type { CreditsUnit } from "@common/certifications/certification";
import { creditsText, unitFor } from "@common/certifications/credits-unit";

/**
 * The conversions that hold everywhere: a continuing education unit (IACET) is ten contact
 * hours of instruction. Credits and points mean what each board says, so none is claimed.
 */
const perCEU: Partial<Record<CreditsUnit, number>> = { "contact hours": 10, hours: 10 };

/** `amount` of `from` in `to`, or null when no conversion holds. */
export function convertCredits(amount: number, from: CreditsUnit, to: CreditsUnit): number | null {
  if (from === to) return amount;
  const round = (value: number) => Math.round(value * 1000) / 1000;
  const up = perCEU[to];
  if (from === "CEUs" && up) return round(amount * up);
  const down = perCEU[from];
  if (to === "CEUs" && down) return round(amount / down);
  return null;
}

/**
 * The certificate's amount said in a certification's unit: "0.15 CEUs = 1.5 contact hours
 * (1 CEU is 10 contact hours)", or, with no conversion, what to do about it.
 */
export function creditsInUnitWords(amount: number, from: CreditsUnit, to: CreditsUnit): string {
  const converted = convertCredits(amount, from, to);
  if (converted === null) {
    return `The certificate says ${creditsText(amount, from)}; enter what it is worth in ${to}.`;
  }
  const rate = from === "CEUs" ? perCEU[to] : perCEU[from];
  const rule = `1 ${unitFor(1, "CEUs")} is ${creditsText(rate ?? 0, from === "CEUs" ? to : from)}`;
  return `${creditsText(amount, from)} = ${creditsText(converted, to)} (${rule})`;
}
