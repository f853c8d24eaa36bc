/**
 * The columns of the spreadsheet export, which are also what the import recognises: an
 * exported file maps itself, and a spreadsheet kept elsewhere is guessed from common names.
 */

export const spreadsheetKinds = ["certifications", "credits"] as const;
export type SpreadsheetKind = (typeof spreadsheetKinds)[number];

export type SpreadsheetField = {
  /**
   * The key of the API's input (certificationInputSchema or creditInputSchema), or of a part of
   * the certification's `requirements`: its categories and its carry-over's credits and days.
   */
  key: string;
  /** The column header of the export, and the field's label on the page. */
  header: string;
  required: boolean;
  /** Other headers taken for this field, compared as `headerKey` writes them. */
  synonyms: readonly string[];
};

export const certificationFields = [
  {
    key: "name",
    header: "Name",
    required: true,
    synonyms: [
      "certification",
      "certification name",
      "license",
      "license name",
      "credential",
      "title",
    ],
  },
  {
    key: "provider",
    header: "Provider",
    required: false,
    synonyms: ["organization", "organisation"],
  },
  { key: "status", header: "Status", required: false, synonyms: ["state"] },
  {
    key: "receivedDate",
    header: "Received date",
    required: false,
    synonyms: [
      "received",
      "issued",
      "issue date",
      "issued on",
      "date issued",
      "date received",
      "start date",
    ],
  },
  {
    key: "expirationDate",
    header: "Expiration date",
    required: false,
    synonyms: [
      "expiration",
      "expires",
      "expires on",
      "expiry",
      "expiry date",
      "exp date",
      "expiration_date",
      "valid until",
      "renewal date",
      "due date",
    ],
  },
  {
    key: "reportingPeriodStart",
    header: "Reporting period start",
    required: false,
    synonyms: ["period start", "cycle start", "ce period start"],
  },
  {
    key: "reportingPeriodEnd",
    header: "Reporting period end",
    required: false,
    synonyms: ["period end", "cycle end", "ce period end"],
  },
  {
    key: "creditsRequired",
    header: "Credits required",
    required: false,
    synonyms: [
      "required credits",
      "required",
      "ce required",
      "ceus required",
      "hours required",
      "required hours",
    ],
  },
  {
    key: "creditsUnit",
    header: "Credits unit",
    required: false,
    synonyms: ["unit", "units", "credit unit"],
  },
  {
    key: "licenseNumber",
    header: "License number",
    required: false,
    synonyms: [
      "license #",
      "license no",
      "license nr",
      "certificate number",
      "certificate #",
      "certification number",
      "number",
      "id number",
    ],
  },
  {
    key: "issuingBody",
    header: "Issuing body",
    required: false,
    synonyms: ["issuer", "issued by", "board", "issuing organization"],
  },
  {
    key: "jurisdiction",
    header: "Jurisdiction",
    required: false,
    synonyms: ["state province", "region", "country"],
  },
  {
    key: "renewalUrl",
    header: "Renewal URL",
    required: false,
    synonyms: ["renewal link", "renewal website", "url", "website"],
  },
  {
    key: "renewalFee",
    header: "Renewal fee",
    required: false,
    synonyms: ["fee", "renewal cost", "cost"],
  },
  // The requirements' synonyms are only names that cannot mean anything else: a "Categories"
  // or "Requirements" column of a file made elsewhere may hold any text, and such a file,
  // which imported before these columns, must still import.
  {
    key: "categories",
    header: "Requirement categories",
    required: false,
    synonyms: ["category requirements", "required categories", "requirement category"],
  },
  {
    key: "carryOverCredits",
    header: "Carry-over credits",
    required: false,
    synonyms: ["carryover credits", "carry over hours", "carryover hours"],
  },
  {
    key: "carryOverDays",
    header: "Carry-over days",
    required: false,
    synonyms: ["carryover days", "carry over from last days"],
  },
] as const satisfies readonly SpreadsheetField[];

export const creditFields = [
  {
    key: "title",
    header: "Title",
    required: true,
    synonyms: ["course", "course title", "activity", "name", "course name"],
  },
  {
    key: "provider",
    header: "Provider",
    required: false,
    synonyms: ["sponsor", "organization", "organisation", "offered by"],
  },
  {
    key: "approvalNumber",
    header: "Approval number",
    required: false,
    synonyms: ["approval", "approval code", "course number", "activity number", "program number"],
  },
  {
    key: "description",
    header: "Description",
    required: false,
    synonyms: ["notes", "note", "details"],
  },
  {
    key: "credits",
    header: "Credits",
    required: true,
    synonyms: ["hours", "ceus", "ceu", "amount", "credit hours", "contact hours", "points"],
  },
  {
    key: "completionDate",
    header: "Completion date",
    required: true,
    synonyms: ["date", "completed", "completed on", "date completed", "completion"],
  },
  {
    key: "categories",
    header: "Categories",
    required: false,
    synonyms: ["category", "type", "subject"],
  },
  {
    key: "certifications",
    header: "Certifications",
    required: true,
    synonyms: ["certification", "license", "licenses", "credential", "counts toward"],
  },
] as const satisfies readonly SpreadsheetField[];

export type CertificationFieldKey = (typeof certificationFields)[number]["key"];
export type CreditFieldKey = (typeof creditFields)[number]["key"];

export const spreadsheetFields: Record<SpreadsheetKind, readonly SpreadsheetField[]> = {
  certifications: certificationFields,
  credits: creditFields,
};

/** What column of the file each field is read from (a header of the file), or absent. */
export type ColumnMapping = Partial<Record<string, string | null>>;

/** "License #", "license_no." and " LICENSE  NO " alike: lower case, words single-spaced. */
export function headerKey(header: string): string {
  return header
    .toLowerCase()
    .replace(/[^\p{L}\p{N}#]+/gu, " ")
    .trim();
}

/**
 * Each field's column as guessed from the file's headers, ignoring case and punctuation: its
 * export header first, then its synonyms; a column is given to one field at most.
 */
export function guessMapping(kind: SpreadsheetKind, headers: readonly string[]): ColumnMapping {
  const byKey = new Map<string, string>();
  for (const header of headers) {
    const key = headerKey(header);
    if (key && !byKey.has(key)) byKey.set(key, header);
  }
  const taken = new Set<string>();
  const mapping: ColumnMapping = {};
  const fields = spreadsheetFields[kind];
  // Exact export headers first, so "Name" goes to the name even where it is a synonym too.
  for (const field of fields) {
    const header = byKey.get(headerKey(field.header));
    if (header && !taken.has(header)) {
      mapping[field.key] = header;
      taken.add(header);
    }
  }
  for (const field of fields) {
    if (mapping[field.key]) continue;
    for (const synonym of field.synonyms) {
      const header = byKey.get(headerKey(synonym));
      if (header && !taken.has(header)) {
        mapping[field.key] = header;
        taken.add(header);
        break;
      }
    }
  }
  return mapping;
}
