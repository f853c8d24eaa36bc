import type { PlanPrice } from "./subscription";

/** The currency shown where the payment provider does not say one (CURRENCY). */
export const defaultCurrency = "USD";

/** Whether `code` is an ISO 4217 currency this runtime can show ("USD", "EUR", "JPY"…). */
export function isKnownCurrency(code: string): boolean {
  return /^[A-Z]{3}$/.test(code) && Intl.supportedValuesOf("currency").includes(code);
}

function currencyFormat(currency: string, locale: string | undefined) {
  return new Intl.NumberFormat(locale, { style: "currency", currency });
}

/** How many decimals the currency has: 2 for USD and EUR, none for JPY (Intl knows). */
export function currencyDecimals(currency: string): number {
  return currencyFormat(currency, "en-US").resolvedOptions().maximumFractionDigits ?? 2;
}

/**
 * "$150.00", "150,00 €": an amount in the currency's main unit (a renewal fee), in the
 * locale's way (the browser's own unless given).
 */
export function formatMoney(amount: number, currency: string, locale?: string): string {
  return currencyFormat(currency, locale).format(amount);
}

/**
 * "$9.99 / month": the plan's price, its amount in the currency's minor units as the payment
 * provider states it (none for JPY, two for USD).
 */
export function formatPrice({ amount, currency, interval }: PlanPrice, locale?: string): string {
  const text = formatMoney(amount / 10 ** currencyDecimals(currency), currency, locale);
  return interval ? `${text} / ${interval}` : text;
}
