/**
 * Words of an accreditation or approval statement: a line with them names the body that
 * approved the course (ANCC, ACPE, NASBA, a state board), not the provider who gave it.
 */
export const accreditingWords =
  /\b(?:accredit\w*|approv\w*|recogni[sz]ed|credentialing|commission|jointly|designates|nasba|ancc|acpe|accme|aswb|ace|ce\s+broker|registry|board\s+of|state\s+board|sponsor\s+(?:id|number|no)|provider\s*(?:#|no\.?|number|id))\b/i;
