import {
  centered,
  type CertificateFacts as Facts,
  type Layout,
  landscape,
  left,
  portrait,
  type Row,
  titleRows,
} from "./certificate-facts";

const statement = (facts: Facts, size = 8) =>
  facts.accreditation.map((line) => centered(line, size));

const cpdCertificate: Layout = {
  name: "CPD certificate",
  page: (facts) => ({
    ...landscape,
    rows: [
      centered("CPD Certificate", 32, 10, true),
      centered("This is to certify that", 12, 14),
      centered(facts.participant, 24, 4, true),
      centered("attended", 12, 6),
      ...titleRows(facts.title, centered, 18),
      centered(`held on ${facts.completed}`, 12, 6),
      centered(`${facts.creditsLabel}: ${facts.creditsAmount}`, 12),
      centered(`Date of issue: ${facts.issued}`, 9, 10),
      ...statement(facts),
      centered(facts.provider, 11, 18, true),
      centered(facts.address, 8),
      ...facts.numbers.map((number) => centered(number, 8)),
    ],
  }),
};

/** The provider's name is the largest line; the title is labeled. */
const webinarReceipt: Layout = {
  name: "webinar receipt",
  page: (facts) => ({
    ...portrait,
    rows: [
      left(facts.provider, 24, 0, true),
      left("Certificate of Attendance", 14, 12),
      left(`Webinar: ${facts.title}`, 11, 18),
      left(`Presented by: ${facts.signer}`, 11),
      left(`Attendee: ${facts.participant}`, 11),
      left(`${facts.licenseLabel}: ${facts.license}`, 11),
      left(`Event date: ${facts.completed}`, 11),
      left("Duration: 90 minutes", 11),
      left(`${facts.creditsLabel}: ${facts.creditsAmount}`, 11),
      left(`Registration ID: ${facts.courseId}`, 9, 10),
      ...facts.accreditation.map((line) => left(line, 8)),
      left(`Generated on ${facts.printed}`, 8, 20),
    ],
  }),
};

/** The date stands unlabeled over a signature line, "Date" written under it. */
const signatureFooter: Layout = {
  name: "signature footer",
  page: (facts) => ({
    ...landscape,
    rows: [
      centered("Certificate of Achievement", 30, 10, true),
      centered("awarded to", 12, 14),
      centered(facts.participant, 26, 4, true),
      centered("for completing", 12, 8),
      ...titleRows(facts.title, centered, 18),
      centered(facts.creditsInline, 12, 6),
      ...statement(facts),
      {
        cells: [
          { text: facts.completed, at: 90 },
          { text: facts.signer, at: 520 },
        ],
        size: 11,
        gap: 30,
      },
      {
        cells: [
          { text: "Date", at: 90 },
          { text: facts.provider, at: 520 },
        ],
        size: 9,
      },
      left(`Certificate valid until ${facts.expires}`, 8, 14),
    ],
  }),
};

/** A physician's CME certificate: credits claimed, the maximum designated nearby. */
const cmeCertificate: Layout = {
  name: "CME certificate",
  page: (facts) => ({
    ...portrait,
    rows: [
      centered(facts.provider, 14, 0, true),
      centered("Certificate of Participation", 22, 14, true),
      centered(facts.participant, 18, 16, true),
      centered("has participated in the live activity titled", 11, 8),
      ...titleRows(facts.title, centered, 15),
      left(`Activity Date: ${facts.completed}`, 11, 16),
      left(`${facts.creditsLabel}: ${facts.creditsAmount}`, 11),
      left(`Original Release Date: ${facts.released}    Termination Date: ${facts.expires}`, 9),
      left(`${facts.licenseLabel}: ${facts.license}`, 9),
      ...facts.numbers.map((number) => left(number, 9)),
      ...facts.accreditation.map((line) => left(line, 8, 4)),
    ],
  }),
};

const cardRow = (text: string, size: number, gap = 0, bold = false): Row => ({
  cells: [{ text, at: 16, bold }],
  size,
  gap,
});

/** A wallet card: everything small, the date and credits on one line. */
const walletCard: Layout = {
  name: "wallet card",
  page: (facts) => ({
    width: 360,
    height: 230,
    rows: [
      { cells: [{ text: facts.provider, at: 16, bold: true }], size: 10 },
      { cells: [{ text: "Certificate of Completion", at: 16 }], size: 8 },
      { cells: [{ text: `Issued to ${facts.participant}`, at: 16 }], size: 9, gap: 6 },
      ...titleRows(facts.title, cardRow, 9),
      {
        cells: [{ text: `Completed ${facts.completed} · ${facts.creditsInline}`, at: 16 }],
        size: 8,
      },
      { cells: [{ text: `Expires ${facts.expires}`, at: 16 }], size: 7 },
      { cells: [{ text: `DOB ${facts.born}   ${facts.license}`, at: 16 }], size: 7 },
      { cells: [{ text: facts.address, at: 16 }], size: 6 },
    ],
  }),
};

/** A course offered over a period, the participant's own day written after it. */
const offeredPeriod: Layout = {
  name: "offered period",
  page: (facts) => ({
    ...portrait,
    rows: [
      left("Record of Continuing Education", 20, 0, true),
      left(`Provider: ${facts.provider}`, 11, 16),
      left(`Name: ${facts.participant}`, 11),
      left(`Date of birth: ${facts.born}`, 11),
      left(`Program: ${facts.title}`, 11),
      left(`Offered: ${facts.released} – ${facts.expires}`, 11),
      left(`Completed on ${facts.completed}`, 11),
      left(`Credit: ${facts.creditsInline}`, 11),
      ...facts.numbers.map((number) => left(number, 9, 8)),
      ...facts.accreditation.map((line) => left(line, 8)),
      left(`Printed on ${facts.printed}          Page 1 of 2`, 8, 30),
    ],
  }),
};

export const moreLayouts: Layout[] = [
  cpdCertificate,
  webinarReceipt,
  signatureFooter,
  cmeCertificate,
  walletCard,
  offeredPeriod,
];
