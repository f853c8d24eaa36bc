import { z } from "zod";
import { sentenceName } from "./certifications/progress-texts";
import { heldJurisdiction, jurisdictionName } from "./jurisdictions";
import { type Profession, professionWords } from "./professions";
import { cleanName } from "./text";

/**
 * The professions an opportunity can be approved for: those of the requirement library's rule
 * sets, as they name them, and the others CertMinder recognises in words (professionWords).
 * Matching ignores case, so a rule set's "Nursing" and the word guess "nursing" are one.
 */
export const approvalProfessions = [
  "Accounting",
  "Dentistry",
  "Electrical",
  "Engineering",
  "Human resources",
  "Information security",
  "Law",
  "Life support",
  "Medicine",
  "Nursing",
  "Pharmacy",
  "Physician assistants",
  "Project management",
  "Real estate",
] as const;

/** The key a profession is matched by: its name, ignoring case and surrounding spaces. */
export const professionKey = (name: string) => name.trim().toLocaleLowerCase("en-US");
const byKey = new Map<string, string>(
  approvalProfessions.map((name) => [professionKey(name), name]),
);

export const approvalMessages = {
  tooManyProfessions: "At most 20 professions",
  tooManyJurisdictions: "At most 60 jurisdictions",
  jurisdictionTooLong: "A jurisdiction must be at most 80 characters",
} as const;

/** The refusal of a profession the library does not know: it would never match anyone. */
export function unknownProfessionMessage(name: string): string {
  return `Unknown profession "${name}": use ${approvalProfessions.join(", ")}`;
}

/**
 * A list typed as one text ("Nursing; Pharmacy", as a form field or a CSV cell holds it) or
 * sent as an array; blanks are dropped, and the same entry twice (ignoring case) is kept once.
 */
function listOf(value: unknown): unknown {
  if (value === undefined || value === null) return [];
  const items = typeof value === "string" ? value.split(";") : value;
  if (!Array.isArray(items)) return items;
  const seen = new Set<string>();
  return items.flatMap((item) => {
    if (typeof item !== "string") return [item];
    const trimmed = item.trim();
    const key = professionKey(trimmed);
    if (trimmed === "" || seen.has(key)) return [];
    seen.add(key);
    return [trimmed];
  });
}

/**
 * The professions an opportunity is approved for, by the names of approvalProfessions, typed
 * in any case. A refusal names the field itself, where a form shows it.
 */
export const approvalProfessionsField = z.preprocess(
  listOf,
  z
    .array(z.string().max(200))
    .max(20, approvalMessages.tooManyProfessions)
    .transform((names, context) =>
      names.flatMap((name) => {
        const known = byKey.get(professionKey(name));
        if (known) return [known];
        context.addIssue({ code: "custom", message: unknownProfessionMessage(name.slice(0, 80)) });
        return [];
      }),
    ),
);

/**
 * The jurisdictions an opportunity is approved in, as free text: a state ("California"), as
 * the library's rule sets name theirs, "United States", or any a provider states. A place the
 * list of jurisdictions knows is kept by its name ("CA" and "State of California" are
 * "California"), once.
 */
export const approvalJurisdictionsField = z.preprocess(
  listOf,
  z
    .array(
      z
        .string()
        .max(200)
        .transform((name) => jurisdictionName(cleanName(name))),
    )
    .max(60, approvalMessages.tooManyJurisdictions)
    .refine(
      (names) => names.every((name) => name.length <= 80),
      approvalMessages.jurisdictionTooLong,
    )
    .transform((names) => [...new Map(names.map((name) => [placeKey(name), name])).values()]),
);

/**
 * What an opportunity is approved for, with the texts that say whose it is when it names no
 * profession; an empty list is "for any".
 */
export type Approvals = {
  professions: readonly string[];
  jurisdictions: readonly string[];
  title: string;
  provider: string;
  description: string;
  category: string;
};

/** A certification's profession and jurisdiction; null when not known. */
export type ApprovalTarget = { profession: string | null; jurisdiction: string | null };

/** The key a course's place is matched by: its name (jurisdictionName), ignoring case. */
export const placeKey = (name: string) => name.toLowerCase();

/**
 * Whether an approval list (as keys) admits what a certification holds (as a key): a list left
 * empty admits anyone, and one the certification does not state (null) rules nothing out.
 */
export const approves = (approved: readonly string[], held: string | null): boolean =>
  approved.length === 0 || held === null || approved.includes(held);

/**
 * The professions named by whole words in `text`, ignoring case, as approvalProfessions names
 * them: "Ethics for CPAs" is ["Accounting"].
 */
export function professionsNamedIn(text: string): string[] {
  return (Object.keys(professionWords) as Profession[]).flatMap((profession) => {
    const alternation = professionWords[profession].join("|");
    const words = new RegExp(`(?<![\\p{L}\\p{N}_])(${alternation})(?![\\p{L}\\p{N}_])`, "iu");
    return words.test(text) ? [byKey.get(profession) ?? profession] : [];
  });
}

/**
 * The professions an opportunity is for: those it names, else those its title, provider,
 * description and category name in words (none: for any profession).
 */
export function opportunityProfessions(opportunity: Approvals): readonly string[] {
  if (opportunity.professions.length > 0) return opportunity.professions;
  const { title, provider, description, category } = opportunity;
  return professionsNamedIn([title, provider, description, category].join(" "));
}

/**
 * What a certification is, for approvals: the profession of the rule set it follows, else the
 * one profession its name, provider and issuing body name in words (none or several: unknown);
 * the jurisdiction it states, else its rule set's.
 */
export function approvalTargetOf(
  certification: {
    name: string;
    provider: string | null;
    issuingBody: string | null;
    jurisdiction: string | null;
  },
  ruleSet: { profession: string; jurisdiction: string } | null,
): ApprovalTarget {
  const { name, provider, issuingBody } = certification;
  const guessed = professionsNamedIn([name, provider ?? "", issuingBody ?? ""].join(" "));
  const guess = guessed.length === 1 ? (guessed[0] ?? null) : null;
  const stated = certification.jurisdiction?.trim() || null;
  return {
    profession: ruleSet?.profession ?? guess,
    jurisdiction: stated ?? ruleSet?.jurisdiction ?? null,
  };
}

/**
 * Whether an opportunity fits a certification: its professions (opportunityProfessions) hold
 * the certification's, ignoring case, and the jurisdictions it names hold the certification's
 * by their names, ignoring case (a course's places are kept by jurisdictionName; a license's
 * "CA" is California). A list left empty, or a profession or jurisdiction the certification
 * does not state, rules nothing out, nor does a state's list for a certification held
 * country-wide (heldJurisdiction): a nurse is never shown a course for CPAs. The opportunities
 * list (SQL) and the planner (course-fit) match the same way.
 */
export function approvedFor(opportunity: Approvals, target: ApprovalTarget): boolean {
  const { profession, jurisdiction } = target;
  return (
    approves(
      opportunityProfessions(opportunity).map(professionKey),
      profession === null ? null : professionKey(profession),
    ) && approves(opportunity.jurisdictions.map(placeKey), heldJurisdiction(jurisdiction))
  );
}

/** "Approved for: nursing, pharmacy, California"; null when it names none (for anyone). */
export function approvalText(opportunity: {
  professions: readonly string[];
  jurisdictions: readonly string[];
}): string | null {
  const named = [...opportunity.professions.map(sentenceName), ...opportunity.jurisdictions];
  return named.length === 0 ? null : `Approved for: ${named.join(", ")}`;
}
