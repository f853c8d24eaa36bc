import {
  centered,
  columns,
  type CertificateFacts as Facts,
  type Layout,
  landscape,
  left,
  portrait,
  titleRows,
} from "./certificate-facts";
import { moreLayouts } from "./more-layouts";

const statement = (facts: Facts, size = 8) =>
  facts.accreditation.map((line) => centered(line, size));

const classicCentered: Layout = {
  name: "classic centered",
  page: (facts) => ({
    ...landscape,
    rows: [
      centered("Certificate of Completion", 30, 10, true),
      centered("This certifies that", 12, 16),
      centered(facts.participant, 26, 4, true),
      centered("has successfully completed", 12, 8),
      ...titleRows(facts.title, centered, 18),
      centered(`on ${facts.completed}`, 12, 6),
      centered(`and is awarded ${facts.creditsInline}`, 12),
      ...statement(facts),
      centered(facts.signer, 10, 24),
      centered("Director of Continuing Education", 9),
      centered(facts.provider, 10),
      left(`${facts.licenseLabel}: ${facts.license}    Certificate #: ${facts.courseId}`, 8, 16),
      left(`Printed ${facts.printed}`, 8),
    ],
  }),
};

const labelTable: Layout = {
  name: "label table",
  page: (facts) => ({
    ...portrait,
    rows: [
      left(facts.provider, 14, 0, true),
      left(facts.address, 8),
      left("Certificate of Completion", 22, 20, true),
      left(`Participant: ${facts.participant}`, 11, 14),
      left(`${facts.licenseLabel}: ${facts.license}`, 11),
      left("Employer: Mercy General Hospital", 11),
      left(`Course Title: ${facts.title}`, 11),
      left(`Course ID: ${facts.courseId}`, 11),
      left(`Date Completed: ${facts.completed}`, 11),
      left(`${facts.creditsLabel}: ${facts.creditsAmount}`, 11),
      left(`Release Date: ${facts.released}`, 11),
      left(`Expiration Date: ${facts.expires}`, 11),
      left(`Approved through: ${facts.expires} (approval granted ${facts.approved})`, 9),
      ...facts.numbers.map((number) => left(number, 9)),
      ...facts.accreditation.map((line) => left(line, 8)),
      left("Page 1 of 1", 8, 30),
    ],
  }),
};

const twoColumns: Layout = {
  name: "two columns",
  page: (facts) => ({
    ...portrait,
    rows: [
      centered("Certificate of Attendance", 24, 10, true),
      columns("Participant", facts.participant, 11),
      columns(facts.licenseLabel, facts.license, 11),
      columns("Course", facts.title, 11),
      columns("Provider", facts.provider, 11),
      columns("Completion Date", facts.completed, 11),
      columns("Credits Earned", facts.creditsInline, 11),
      columns("Issue Date", facts.issued, 11),
      columns("Course Number", facts.courseId, 11),
      columns("Approval Date", facts.approved, 11),
      ...facts.accreditation.map((line) => left(line, 8)),
    ],
  }),
};

/** Labels in small capitals above their values, the dates side by side. */
const labelsAbove: Layout = {
  name: "labels above values",
  page: (facts) => ({
    ...landscape,
    rows: [
      centered(facts.provider, 12, 0, true),
      centered("CERTIFICATE OF COMPLETION", 26, 10, true),
      left("PARTICIPANT", 8, 16),
      left(facts.participant, 16),
      left("COURSE TITLE", 8, 8),
      ...titleRows(facts.title, left, 16),
      {
        cells: [
          { text: "DATE OF COMPLETION", at: 60 },
          { text: "CERTIFICATE EXPIRES", at: 290 },
          { text: "CREDITS", at: 520 },
        ],
        size: 8,
        gap: 8,
      },
      {
        cells: [
          { text: facts.completed, at: 60 },
          { text: facts.expires, at: 290 },
          { text: facts.creditsInline, at: 520 },
        ],
        size: 12,
      },
      left(`${facts.licenseLabel} ${facts.license}`, 9, 14),
      ...facts.accreditation.map((line) => left(line, 8)),
    ],
  }),
};

/** One sentence over four lines, the way a letter says it. */
const sentence: Layout = {
  name: "sentence",
  page: (facts) => ({
    ...portrait,
    rows: [
      left(facts.provider, 16, 0, true),
      left(facts.address, 9),
      left("Continuing Education Certificate", 20, 24, true),
      left(
        `This is to certify that ${facts.participant} (${facts.licenseLabel} ${facts.license})`,
        11,
        16,
      ),
      left(`has completed "${facts.title}"`, 11),
      left(`presented by ${facts.provider} on ${facts.completed}`, 11),
      left(`and has been awarded ${facts.creditsInline}.`, 11),
      left(`Date of issue: ${facts.issued}`, 9, 20),
      ...facts.accreditation.map((line) => left(line, 8)),
    ],
  }),
};

/** A statement of credit with a second page of activity details: dates the reader must pass. */
const statementWithDetails: Layout = {
  name: "statement with details page",
  page: (facts) => ({
    ...portrait,
    rows: [
      centered(facts.provider, 13, 0, true),
      centered("Statement of Credit", 22, 12, true),
      left(`Learner: ${facts.participant}`, 11, 18),
      left(`${facts.licenseLabel}: ${facts.license}`, 11),
      left(`Activity: ${facts.title}`, 11),
      left(`Date of completion: ${facts.completed}`, 11),
      left(`Credit earned: ${facts.creditsInline}`, 11),
      left("Page 1 of 2", 8, 40),
    ],
  }),
  secondPage: (facts) => ({
    ...portrait,
    rows: [
      left("Activity details", 16, 0, true),
      left(`Release date: ${facts.released}`, 11, 10),
      left(`Expiration date: ${facts.expires}`, 11),
      left(`Approval date: ${facts.approved}`, 11),
      ...facts.numbers.map((number) => left(number, 10)),
      ...facts.accreditation.map((line) => left(line, 8, 4)),
      left(`Printed ${facts.printed}`, 8, 20),
      left("Page 2 of 2", 8),
    ],
  }),
};

export const layouts: Layout[] = [
  statementWithDetails,
  classicCentered,
  labelTable,
  twoColumns,
  labelsAbove,
  sentence,
  ...moreLayouts,
];
