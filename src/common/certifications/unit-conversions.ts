import type { CreditsUnit } from "./certification";
import { creditsText } from "./credits-unit";

/**
 * The conversions between credit units that a source states, each with that source. A pair of
 * units without one is not converted: a CPA's CPE hour is 50 minutes, a nurse's contact hour 60,
 * so "hours" and "contact hours" are not claimed to be the same.
 */
export const unitConversions = [
  {
    from: "CEUs",
    to: "contact hours",
    factor: 10,
    says: "one CEU equals ten contact hours",
    source: {
      url: "http://iacet.org/ceus/about-the-ceu",
      publisher: "International Association for Continuing Education and Training (IACET)",
      quote:
        "One CEU equals ten contact hours of participation in an organized CE/T experience, delivered under responsible sponsorship, capable direction and qualified instruction.",
      checkedOn: "2026-11-28",
    },
  },
] as const satisfies readonly {
  from: CreditsUnit;
  to: CreditsUnit;
  factor: number;
  says: string;
  source: { url: string; publisher: string; quote: string; checkedOn: string };
}[];

export type UnitConversion = { amount: number; words: string; sourceUrl: string };

/** Rounded to the hundredth, as credits are kept. */
const hundredths = (amount: number) => Math.round(amount * 100) / 100;

/**
 * `amount` of `from` in `to`, with the conversion said in words ("0.15 CEUs = 1.5 contact
 * hours: one CEU equals ten contact hours"), or null when no source converts them.
 */
export function convertCredits(
  amount: number,
  from: CreditsUnit,
  to: CreditsUnit,
): UnitConversion | null {
  for (const conversion of unitConversions) {
    const forward = conversion.from === from && conversion.to === to;
    const backward = conversion.from === to && conversion.to === from;
    if (!forward && !backward) continue;
    const converted = hundredths(forward ? amount * conversion.factor : amount / conversion.factor);
    return {
      amount: converted,
      words: `${creditsText(amount, from)} = ${creditsText(converted, to)}: ${conversion.says} (IACET)`,
      sourceUrl: conversion.source.url,
    };
  }
  return null;
}
