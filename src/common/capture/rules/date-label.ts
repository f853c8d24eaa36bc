import { phrases } from "./phrases";

/**
 * What the words before a date say it is. "completion" and "distractor" labels are clear;
 * "generic" is a bare "Date:" or "on", which on a certificate most often means the day it was
 * earned.
 */
export type DateRole = "completion" | "distractor" | "generic";
export type DateLabel = { role: DateRole; words: string; end: number };

/** Labels of the day the course was done (regular expression pieces, spaces as \s+). */
const completionLabels = [
  "date of completion",
  "completion date",
  "date completed",
  "completed(?: on)?",
  "completion",
  "date\\(?s?\\)? (?:of )?attend(?:ed|ance)",
  "attended(?: on)?",
  "awarded on",
  "held on",
  "earned on",
  "(?:activity|course|session|event|webinar|seminar|workshop|conference|training|program|class|exam(?:ination)?|test) date\\(?s?\\)?",
  "date of (?:activity|course|training|event|session|exam(?:ination)?)",
  "(?:date of )?participation(?: date)?",
  "finished(?: on)?",
  "passed(?: on)?",
  "live on",
];

/** Labels of every other date a certificate carries. */
const distractorLabels = [
  "(?:original )?released?(?: date)?",
  "issued?(?: (?:date|on))?",
  "date (?:of )?issue",
  "expir(?:es|y|ation)(?: date)?",
  "valid (?:until|through|thru|to|from)",
  "effective(?: date)?",
  "termination(?: date)?",
  "print(?:ed)?(?: (?:date|on))?",
  "generated(?: on)?",
  "date of birth",
  "dob",
  "born",
  "approv(?:al|ed)(?: (?:date|on|through|until))?",
  "offer(?:ed)?(?: (?:date|from|through|until))?",
  "(?:last )?review(?:ed)?(?: date)?",
  "renewal(?: date)?",
  "registered(?: on)?",
  "enrolled(?: on)?",
  "accreditation (?:period|expires)",
  "(?:posted|updated|revised)(?: on)?",
  "licen[cs]e expir\\w*",
];

const pattern = (labels: string[]) => new RegExp(`\\b(?:${phrases(labels)})\\b`, "gi");

const labels: [DateRole, RegExp][] = [
  ["completion", pattern(completionLabels)],
  ["distractor", pattern(distractorLabels)],
  ["generic", pattern(["date", "dated", "on"])],
];

/** The label nearest before the end of `context` (its last words), or null when none. */
export function dateLabel(context: string): DateLabel | null {
  let nearest: DateLabel | null = null;
  // Clear labels first, so the generic words can tell whether they follow one.
  for (const [role, rolePattern] of labels) {
    for (const match of context.matchAll(rolePattern)) {
      const end = match.index + match[0].length;
      // "Expires on", "completed the course on": a bare word after a clear label belongs to it.
      const keepsClearer = nearest !== null && role === "generic" && nearest.role !== "generic";
      if (!keepsClearer && (!nearest || end > nearest.end))
        nearest = { role, words: match[0], end };
    }
  }
  return nearest;
}
