import { accreditingWords } from "./accrediting-words";
import { firstLabeledValue } from "./labeled-value";
import { type FieldRead, lineEvidence, type PlacedLine, spanEvidence } from "./placed-lines";

const providerLabel =
  /^\s*(?:(?:ce|cpd|cme|training|course|education)?\s*provider(?:\s+name)?(?!\s*(?:#|no\b|number|id\b|code|approval))|provided\s+by|presented\s+by|offered\s+by|sponsored\s+by|issued\s+by|hosted\s+by|delivered\s+by|organi[sz](?:ation|er|ed\s+by))\s*:?/i;
const byPhrase =
  /\b(?:presented|offered|provided|sponsored|delivered|hosted|organi[sz]ed)\s+by\s+/i;

/** Where a provider's name ends: before its number, a clause about it, or a full stop. */
const nameEnd =
  /\s*[([]|\s+(?:provider|approval|sponsor)\s*(?:#|no\b|number|id)|,\s+(?:an?|the|which|who)\b|\s+(?:is|was|has|on|in\s+partnership)\s|\s+[–—|]\s/i;

// Words that end an organization's name; the weaker ones also occur in course titles.
const organizationWords =
  /\b(?:inc\.?|llc|l\.l\.c\.|ltd\.?|limited|pty|plc|university|college|association|academy|institute|society|foundation|hospital|school|corp(?:oration)?\.?|company)(?!\w)/i;
const weakOrganizationWords =
  /\b(?:health(?:care)?|cent(?:er|re)|group|network|partners|learning|education|training|seminars)\b/i;
const jobTitles = /\b(?:director|manager|coordinator|chair|dean|president|officer|signature)\b/i;
const abbreviationEnd = /\b(?:inc|ltd|co|corp|l\.l\.c)\.$/i;

export function providerNameOf(text: string): string {
  const end = text.search(nameEnd);
  const name = (end >= 0 ? text.slice(0, end) : text).trim();
  return abbreviationEnd.test(name) ? name : name.replace(/[.,;:]+$/, "");
}

// "Dr. Jane Smith, PharmD": the speaker a "Presented by" names is no organization.
const credentials = /(?:^|\s)dr\.?\s|,\s*(?:md|do|rn|phd|pharmd|dnp|msn|bsn|cpa|pe|lcsw|mba|np)\b/i;

const organizationName = (text: string) =>
  /[a-z]/i.test(text) && (!credentials.test(text) || organizationWords.test(text));

function fromLabel(lines: PlacedLine[]): FieldRead<string> | null {
  const labeled = firstLabeledValue(lines, providerLabel, (text) =>
    organizationName(providerNameOf(text)),
  );
  if (!labeled) return null;
  const value = providerNameOf(labeled.text);
  return { value, evidence: [labeled.evidence], confidence: 0.9 };
}

function fromPhrase(lines: PlacedLine[]): FieldRead<string> | null {
  for (const placed of lines) {
    const match = byPhrase.exec(placed.line.text);
    if (!match) continue;
    const start = match.index + match[0].length;
    const value = providerNameOf(placed.line.text.slice(start));
    if (organizationName(value))
      return {
        value,
        evidence: [spanEvidence(placed, start, start + value.length)],
        confidence: 0.85,
      };
  }
  return null;
}

function organizationScore(text: string, participant: string | null): number {
  const excluded =
    accreditingWords.test(text) ||
    jobTitles.test(text) ||
    (participant !== null && text.includes(participant)) ||
    /\d|:|certif/i.test(text) ||
    text.split(/\s+/).length > 9;
  if (excluded) return 0;
  if (organizationWords.test(text)) return 2;
  return weakOrganizationWords.test(text) ? 1 : 0;
}

/** A short line naming an organization that is neither an accrediting body nor the participant. */
function fromOrganizationLine(lines: PlacedLine[], participant: string | null) {
  const scored = lines.map((placed) => ({
    placed,
    score: organizationScore(placed.line.text.trim(), participant),
  }));
  const best = scored.reduce((a, b) => (b.score > a.score ? b : a), { placed: lines[0], score: 0 });
  if (!best.placed || best.score === 0) return null;
  const value = providerNameOf(best.placed.line.text);
  return { value, evidence: [lineEvidence(best.placed)], confidence: 0.5 + 0.15 * best.score };
}

const accreditedSubject =
  /^\s*(?:the\s+)?(.{2,60}?)\s+(?:is|has\s+been)\s+(?:accredited|approved|registered)\b/i;

/** The subject of an accreditation statement: "NetCE is accredited by the ANCC". */
function fromAccreditation(lines: PlacedLine[]): FieldRead<string> | null {
  for (const placed of lines) {
    const name = accreditedSubject.exec(placed.line.text)?.[1];
    if (!name || accreditingWords.test(name)) continue;
    const value = providerNameOf(name);
    const start = placed.line.text.indexOf(name);
    return {
      value,
      evidence: [spanEvidence(placed, start, start + value.length)],
      confidence: 0.55,
    };
  }
  return null;
}

/** The organization that gave the course; null (and low confidence) when none is named. */
export function courseProvider(
  lines: PlacedLine[],
  participant: string | null,
): FieldRead<string | null> {
  return (
    fromLabel(lines) ??
    fromPhrase(lines) ??
    fromOrganizationLine(lines, participant) ??
    fromAccreditation(lines) ?? { value: null, evidence: [], confidence: 0.1 }
  );
}
