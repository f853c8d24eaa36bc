import type { CreditsUnit } from "@common/certifications/certification";
import { creditsText } from "@common/certifications/credits-unit";
import { convertCredits as sourcedConversion } from "@common/certifications/unit-conversions";

/**
 * `amount` of `from` in `to`: the same in the same unit, converted where a source converts the
 * units (`unit-conversions.ts`), else null.
 */
export function convertCredits(amount: number, from: CreditsUnit, to: CreditsUnit): number | null {
  if (from === to) return amount;
  return sourcedConversion(amount, from, to)?.amount ?? null;
}

/**
 * The certificate's amount said in a certification's unit: "0.15 CEUs = 1.5 contact hours: one
 * CEU equals ten contact hours (IACET)", or, with no conversion, what to do about it.
 */
export function creditsInUnitWords(amount: number, from: CreditsUnit, to: CreditsUnit): string {
  const converted = sourcedConversion(amount, from, to);
  if (converted) return converted.words;
  return `The certificate says ${creditsText(amount, from)}; enter what it is worth in ${to}.`;
}
