import { categoryTopics } from "./category-words";
import { type FieldRead, type PlacedLine, spanEvidence } from "./placed-lines";

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
const wordsPattern = (words: string[]) =>
  new RegExp(`(?<![\\w])(?:${words.map(escaped).join("|")})(?![\\w])`, "i");

/** The words that stand for a category: its own name and its topic's words. */
function categoryWords(category: string): string[] {
  const name = category.trim().toLowerCase();
  const topics = categoryTopics.filter((words) => wordsPattern(words).test(name));
  return [name, ...topics.flat()];
}

function evidenceOf(lines: PlacedLine[], pattern: RegExp) {
  for (const placed of lines) {
    const match = pattern.exec(placed.line.text);
    if (match) return spanEvidence(placed, match.index, match.index + match[0].length);
  }
  return null;
}

/**
 * The user's own category names (their spelling) that the document's words match, by name or
 * through a topic's other words ("jurisprudence" counts toward "Law and Rules").
 */
export function matchedCategories(
  lines: PlacedLine[],
  userCategories: string[],
): FieldRead<string[]> {
  const matches = userCategories.flatMap((category) => {
    const evidence = evidenceOf(lines, wordsPattern(categoryWords(category)));
    return evidence ? [{ category, evidence }] : [];
  });
  return {
    value: matches.map((match) => match.category),
    evidence: matches.map((match) => match.evidence),
    confidence: matches.length > 0 ? 0.8 : 0.6,
  };
}
