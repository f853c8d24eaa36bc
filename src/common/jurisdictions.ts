/**
 * The jurisdictions a license or a course approval is stated in, as people type them: "CA",
 * "ca", "California" and "State of California" are one place, California.
 *
 * Codes: the two-letter state and possession abbreviations of USPS Publication 28, Appendix B
 * (pe.usps.com/text/pub28/28apb.htm), and the province and territory symbols of Canada Post's
 * addressing guidelines (canadapost-postescanada.ca, "Addressing guidelines: symbols and
 * abbreviations"). No code of one list is a code of the other.
 */
const namedByCode: Readonly<Record<string, string>> = {
  AL: "Alabama",
  AK: "Alaska",
  AZ: "Arizona",
  AR: "Arkansas",
  CA: "California",
  CO: "Colorado",
  CT: "Connecticut",
  DE: "Delaware",
  DC: "District of Columbia",
  FL: "Florida",
  GA: "Georgia",
  HI: "Hawaii",
  ID: "Idaho",
  IL: "Illinois",
  IN: "Indiana",
  IA: "Iowa",
  KS: "Kansas",
  KY: "Kentucky",
  LA: "Louisiana",
  ME: "Maine",
  MD: "Maryland",
  MA: "Massachusetts",
  MI: "Michigan",
  MN: "Minnesota",
  MS: "Mississippi",
  MO: "Missouri",
  MT: "Montana",
  NE: "Nebraska",
  NV: "Nevada",
  NH: "New Hampshire",
  NJ: "New Jersey",
  NM: "New Mexico",
  NY: "New York",
  NC: "North Carolina",
  ND: "North Dakota",
  OH: "Ohio",
  OK: "Oklahoma",
  OR: "Oregon",
  PA: "Pennsylvania",
  RI: "Rhode Island",
  SC: "South Carolina",
  SD: "South Dakota",
  TN: "Tennessee",
  TX: "Texas",
  UT: "Utah",
  VT: "Vermont",
  VA: "Virginia",
  WA: "Washington",
  WV: "West Virginia",
  WI: "Wisconsin",
  WY: "Wyoming",
  AS: "American Samoa",
  GU: "Guam",
  MP: "Northern Mariana Islands",
  PR: "Puerto Rico",
  VI: "U.S. Virgin Islands",
  AB: "Alberta",
  BC: "British Columbia",
  MB: "Manitoba",
  NB: "New Brunswick",
  NL: "Newfoundland and Labrador",
  NS: "Nova Scotia",
  NT: "Northwest Territories",
  NU: "Nunavut",
  ON: "Ontario",
  PE: "Prince Edward Island",
  QC: "Quebec",
  SK: "Saskatchewan",
  YT: "Yukon",
};

/**
 * How a place is looked up in the list: lower case, without full stops and commas, spaces
 * collapsed, and without a leading "State of", "Commonwealth of" or "Province of"
 * ("Commonwealth of Pennsylvania" is Pennsylvania). jurisdictionSpellingOf (server) does the
 * same in SQL.
 */
export function jurisdictionSpelling(text: string): string {
  return text
    .toLowerCase()
    .replace(/[.,]/g, "")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/^(state|commonwealth|province) of /, "");
}

/**
 * Each way of writing a place the list knows (its code, its name, and a few common others), by
 * its spelling, to the place's name.
 */
export const jurisdictionNames: ReadonlyMap<string, string> = new Map(
  Object.entries(namedByCode).flatMap(([code, name]) =>
    [code, name].map((alias) => [jurisdictionSpelling(alias), name] as const),
  ),
)
  .set("washington dc", "District of Columbia")
  .set("virgin islands", "U.S. Virgin Islands")
  .set("québec", "Quebec")
  .set("united states", "United States")
  .set("us", "United States")
  .set("usa", "United States")
  .set("united states of america", "United States");

/**
 * A place as CertMinder keeps and compares it: the list's name for a place it knows ("CA",
 * "ca" and "State of California" are "California"), else as typed, trimmed. A course's
 * approvals are kept by these names, so matching one is comparing names, ignoring case.
 */
export function jurisdictionName(text: string): string {
  const trimmed = text.trim();
  return jurisdictionNames.get(jurisdictionSpelling(trimmed)) ?? trimmed;
}

/**
 * Where a credential is held across a whole country or beyond, as the requirement library's
 * national and international rule sets name it, in lower case.
 */
export const countryWideJurisdictions: readonly string[] = ["united states", "international"];

/**
 * The place a certification is held in as a course's approvals are matched against it: its
 * name (jurisdictionName) in lower case, or null (rules nothing out) when it states none or is
 * held country-wide or beyond. A state's approval binds that state's licenses; a certification
 * from a national body (CCRN, PMP) is not held in any one state, so a course approved in
 * California can count toward it as toward the California license.
 */
export function heldJurisdiction(text: string | null): string | null {
  if (text === null) return null;
  const held = jurisdictionName(text).toLowerCase();
  return countryWideJurisdictions.includes(held) ? null : held;
}
