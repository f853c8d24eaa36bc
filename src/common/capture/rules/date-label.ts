/**
 * What the words before a date say it is. "completion" and "distractor" labels are clear;
 * "generic" is a bare "Date:", which on a certificate most often means the day it was earned.
 */
export type DateRole = "completion" | "distractor" | "generic";
export type DateLabel = { role: DateRole; words: string; end: number };

const labels: [DateRole, RegExp][] = [
  [
    "completion",
    /\b(?:date\s+of\s+completion|completion\s+date|date\s+completed|completed(?:\s+on)?|completion|date\(?s?\)?\s+(?:of\s+)?attend(?:ed|ance)|attended(?:\s+on)?|awarded\s+on|held\s+on|earned\s+on|activity\s+date|course\s+date|session\s+date|event\s+date|date\s+of\s+(?:activity|course|training|event|session)|(?:date\s+of\s+)?participation(?:\s+date)?|finished(?:\s+on)?|passed(?:\s+on)?|live\s+on)\b/gi,
  ],
  [
    "distractor",
    /\b(?:(?:original\s+)?release(?:d)?(?:\s+date)?|issue(?:d)?(?:\s+(?:date|on))?|date\s+(?:of\s+)?issue|expir(?:es|y|ation|ation\s+date|y\s+date)|valid\s+(?:until|through|thru|to)|termination(?:\s+date)?|print(?:ed)?(?:\s+(?:date|on))?|generated(?:\s+on)?|date\s+of\s+birth|dob|born|approv(?:al|ed)(?:\s+(?:date|on|through|until))?|offer(?:ed)?(?:\s+(?:date|from|through|until))?|review(?:ed)?(?:\s+date)?|last\s+reviewed|renewal(?:\s+date)?|registered(?:\s+on)?|enrolled(?:\s+on)?|accreditation\s+(?:period|expires)|posted(?:\s+on)?|updated(?:\s+on)?|revised(?:\s+on)?|licen[cs]e\s+expir\w*)\b/gi,
  ],
  ["generic", /\b(?:date|dated|on)\b/gi],
];

/** The label nearest before the end of `context` (its last words), or null when none. */
export function dateLabel(context: string): DateLabel | null {
  let nearest: DateLabel | null = null;
  // Clear labels first, so the generic words can tell whether they follow one.
  for (const [role, pattern] of labels) {
    for (const match of context.matchAll(pattern)) {
      const end = match.index + match[0].length;
      // "Expires on", "completed the course on": a bare word after a clear label belongs to it.
      const keepsClearer = nearest !== null && role === "generic" && nearest.role !== "generic";
      if (!keepsClearer && (!nearest || end > nearest.end))
        nearest = { role, words: match[0], end };
    }
  }
  return nearest;
}
