import type { PlanPrice } from "@common/subscription";

/**
 * "$9.99 / month": the amount in the currency's own minor units (Intl knows how many a
 * currency has: none for JPY, two for USD).
 */
export function formatPrice(
  { amount, currency, interval }: PlanPrice,
  /** The browser's own unless given. */
  locale?: string,
): string {
  const format = new Intl.NumberFormat(locale, { style: "currency", currency });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  const text = format.format(amount / 10 ** digits);
  return interval ? `${text} / ${interval}` : text;
}
