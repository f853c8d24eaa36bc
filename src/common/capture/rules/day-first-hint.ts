/**
 * Words that say a certificate comes from a country that writes the day first (the UK,
 * Australia, New Zealand, Ireland...), so 05/01/2026 is the 5th of January.
 */
const dayFirstWords =
  /\b(?:united kingdom|uk|england|scotland|wales|ireland|australia|australian|new zealand|ahpra|abn|nhs|nmc|gmc|hcpc|ltd|pty)\b/i;

export function dayFirstHint(documentText: string): boolean {
  return dayFirstWords.test(documentText);
}
