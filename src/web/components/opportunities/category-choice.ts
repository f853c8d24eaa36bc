import { offeredWith } from "@web/components/lists/choice-filter";

/**
 * The Category filter of a list of opportunities (the premium list and the catalog): the
 * categories the catalog has, the chosen one kept when it is not among them.
 */
export function categoryChoice(categories: readonly string[] | undefined, chosen: string | null) {
  return {
    name: "category",
    label: "Category",
    options: offeredWith(categories, chosen),
    anyLabel: "All categories",
  } as const;
}
