/**
 * Every guided tour, by the name kept in browser storage (spec section 4). The five page tours
 * start on entry to their page; the two form tours when their Add form opens.
 */
export const tourNames = [
  "dashboard",
  "certifications",
  "calendar",
  "reports",
  "settings",
  "add-certification",
  "add-credit",
] as const;

export type TourName = (typeof tourNames)[number];

export function isTourName(value: unknown): value is TourName {
  return typeof value === "string" && (tourNames as readonly string[]).includes(value);
}
