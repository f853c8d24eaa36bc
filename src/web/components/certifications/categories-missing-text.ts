import type { CategoryMissing } from "@common/certifications/progress-schema";
import { categoryAmount } from "@common/certifications/progress-texts";

/**
 * "2 ethics contact hours still missing", "0.5 ethics contact hours and 3 pain management
 * contact hours still missing"; null when no category minimum is short. Names and amounts read
 * as in the explained progress.
 */
export function categoriesMissingText(categories: CategoryMissing[], unit: string): string | null {
  const amounts = categories
    .filter((category) => category.missing > 0)
    .map((category) => categoryAmount(category.missing, category.name, unit));
  const last = amounts.pop();
  if (last === undefined) return null;
  const listed = amounts.length > 0 ? `${amounts.join(", ")} and ${last}` : last;
  return `${listed} still missing`;
}
