import { formatCredits } from "@common/certifications/credit-amount";
import { unitFor } from "@common/certifications/credits-unit";
import type { CategoryMissing } from "@common/certifications/progress-schema";

/**
 * A category name as a sentence reads it: "Pain management" → "pain management". A name whose
 * first word is written in capitals ("HIV training", "CPR") keeps them.
 */
export function categoryInSentence(name: string): string {
  const firstWord = name.split(/[\s/-]/, 1)[0] ?? "";
  if (firstWord.length > 1 && firstWord === firstWord.toLocaleUpperCase("en-US")) return name;
  return name.charAt(0).toLocaleLowerCase("en-US") + name.slice(1);
}

/** "2 ethics contact hours", "1 ethics contact hour". */
function categoryAmount({ name, missing }: CategoryMissing, unit: string): string {
  return `${formatCredits(missing)} ${categoryInSentence(name)} ${unitFor(missing, unit)}`;
}

/**
 * "2 ethics contact hours still missing", "2 ethics contact hours and 3 pain management contact
 * hours still missing"; null when no category minimum is short.
 */
export function categoriesMissingText(categories: CategoryMissing[], unit: string): string | null {
  const parts = categories.filter((category) => category.missing > 0);
  if (parts.length === 0) return null;
  const amounts = parts.map((category) => categoryAmount(category, unit));
  const last = amounts.pop();
  const listed = amounts.length > 0 ? `${amounts.join(", ")} and ${last}` : last;
  return `${listed} still missing`;
}
