import type { CaptureFieldName, ReadCertificate } from "./capture-fields";
import { type DocumentText, type FieldEvidence, shownBox } from "./document-text";
import { completionDate } from "./rules/completion-date";
import { courseProvider } from "./rules/course-provider";
import { courseTitle } from "./rules/course-title";
import { creditAmount } from "./rules/credit-amount";
import { matchedCategories } from "./rules/matched-categories";
import { participantName } from "./rules/participant-name";
import { type FieldRead, placedLines } from "./rules/placed-lines";
import { readingConfidence } from "./rules/reading-confidence";

/**
 * Whether a read found too little to be a certificate of completion: no course title or no
 * credit amount (the review then says captureMessages.nothingFound).
 */
export const foundNoCertificate = (read: ReadCertificate) =>
  read.fields.title === null || read.fields.credits === null;

/**
 * Reads a certificate of completion's fields from its text: title, provider, completion date,
 * credit amount and unit, and which of the user's categories it speaks of. Each field comes
 * with the words it was read from and how sure the rule is; a field not found is null.
 */
export function readCertificate(document: DocumentText, userCategories: string[]): ReadCertificate {
  const lines = placedLines(document);
  const participant = participantName(lines);
  const provider = courseProvider(lines, participant);
  const title = courseTitle(lines, participant, provider.value);
  const date = completionDate(lines);
  const amount = creditAmount(lines);
  const categories = matchedCategories(lines, userCategories);
  const sure = <T>(read: FieldRead<T>) => readingConfidence(lines, read);
  // The review outlines the words on the page as the user sees it, not as it was straightened.
  const shown = (found: FieldEvidence[]) =>
    found.map((evidence) => {
      const page = document.pages.find((candidate) => candidate.number === evidence.page);
      return page ? { ...evidence, box: shownBox(evidence.box, page) } : evidence;
    });
  const evidence: Partial<Record<CaptureFieldName, FieldEvidence[]>> = {
    title: shown(title.evidence),
    provider: shown(provider.evidence),
    completionDate: shown(date.evidence),
    credits: shown(amount.evidence),
    creditsUnit: shown(amount.evidence),
    categories: shown(categories.evidence),
  };
  return {
    fields: {
      title: title.value,
      provider: provider.value,
      completionDate: date.value,
      credits: amount.value?.credits ?? null,
      creditsUnit: amount.value?.unit ?? null,
      categories: categories.value,
    },
    evidence,
    confidence: {
      title: sure(title),
      provider: sure(provider),
      completionDate: sure(date),
      credits: sure(amount),
      creditsUnit: sure(amount),
      categories: sure(categories),
    },
  };
}
