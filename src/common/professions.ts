/**
 * The professions CertMinder recognises in words, to tell which opportunities are meant for
 * the user's certifications when neither names one (an opportunity's named professions and a
 * rule set's profession win: common/opportunity-approvals.ts). "Registered Nurse", "California
 * Board of Registered Nursing", "Pharmacy Law Update" or "Ethics for CPAs" say whose they are. Each profession is named by whole words, matched
 * without regard to case; a text naming none is for no profession in particular.
 */
export const professionWords = {
  nursing: ["nurse", "nurses", "nursing", "RN", "RNs", "LPN", "LVN", "APRN", "CRNA", "CNA"],
  pharmacy: ["pharmacist", "pharmacists", "pharmacy", "pharmacies", "PharmD", "Rx"],
  medicine: ["physician", "physicians", "CME"],
  dentistry: ["dentist", "dentists", "dental", "hygienist", "hygienists"],
  accounting: [
    "CPA",
    "CPAs",
    "accountant",
    "accountants",
    "accounting",
    "accountancy",
    "auditing",
    "CPE",
    "tax",
    "taxation",
  ],
  engineering: ["engineer", "engineers", "engineering", "PE", "PDH", "PDHs"],
  electrical: ["electrician", "electricians", "electrical", "NEC"],
  law: ["attorney", "attorneys", "lawyer", "lawyers", "CLE"],
  "real estate": ["realtor", "realtors", "real estate"],
} as const satisfies Record<string, readonly string[]>;

export type Profession = keyof typeof professionWords;

/** The words naming `profession` as one alternation: "(nurse|nurses|nursing|RN|…)". */
export function professionAlternation(profession: Profession): string {
  return `(${professionWords[profession].join("|")})`;
}
