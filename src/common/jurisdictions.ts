/**
 * The jurisdictions a license or a course approval is stated in, as people type them: "CA",
 * "ca", "California" and "State of California" are one place.
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
 * How a jurisdiction is compared: lower case, without full stops and commas, spaces collapsed,
 * and without a leading "State of", "Commonwealth of" or "Province of" ("Commonwealth of
 * Pennsylvania" is Pennsylvania). jurisdictionKeySql (server) does the same in SQL.
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
 * Each way of writing a jurisdiction the list above knows (its code, its name, and a few
 * common others), by its spelling, to the key all of them share: the name's spelling.
 */
export const jurisdictionAliases: ReadonlyMap<string, string> = new Map(
  Object.entries(namedByCode).flatMap(([code, name]) => {
    const key = jurisdictionSpelling(name);
    return [code, name].map((alias) => [jurisdictionSpelling(alias), key] as const);
  }),
)
  .set("washington dc", "district of columbia")
  .set("virgin islands", "us virgin islands")
  .set("québec", "quebec")
  .set("us", "united states")
  .set("usa", "united states")
  .set("united states of america", "united states")
  .set("united states", "united states");

/**
 * The key two jurisdictions share when they are the same place: "CA", "california" and
 * "State of California" are all "california"; one the list does not know is its spelling.
 */
export function jurisdictionKey(text: string): string {
  const spelled = jurisdictionSpelling(text);
  return jurisdictionAliases.get(spelled) ?? spelled;
}

/**
 * Where a credential is held across a whole country or beyond, as the requirement library's
 * national and international rule sets name it ("United States", "International").
 */
export const countryWideJurisdictions: readonly string[] = ["united states", "international"];

/**
 * A certification's jurisdiction as approvals are matched against it: its key, or null (rules
 * nothing out) when it is held country-wide or beyond. A state's approval binds that state's
 * licenses; a certification from a national body (CCRN, PMP) is not held in any one state, so
 * a course approved in California can count toward it as toward the California license.
 */
export function heldJurisdictionKey(text: string | null): string | null {
  if (text === null) return null;
  const key = jurisdictionKey(text);
  return countryWideJurisdictions.includes(key) ? null : key;
}
