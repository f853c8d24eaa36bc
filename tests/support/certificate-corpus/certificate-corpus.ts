import type { CaptureFields } from "@common/capture/capture-fields";
import type { DocumentText } from "@common/capture/document-text";
import { SeededRandom } from "../seeded-random";
import type { CertificateFacts, PageLayout } from "./certificate-facts";
import { certificatePdf } from "./certificate-pdf";
import { cpdProfessions } from "./cpd-professions";
import { formatsFor } from "./date-formats";
import { layouts } from "./layouts";
import { documentPage } from "./page-text";
import { digits, type Profession, usProfessions } from "./professions";

/** One generated certificate: what is true of it, its text as read, and its PDF. */
export type CorpusCertificate = {
  id: string;
  profession: string;
  layout: string;
  dateFormat: string;
  fields: CaptureFields;
  userCategories: string[];
  /** Every other date written on it (release, expiry, issue, print, birth), as YYYY-MM-DD. */
  distractorDates: string[];
  document: DocumentText;
  pages: PageLayout[];
  pdf: () => Promise<Buffer>;
};

export const professions: Profession[] = [...usProfessions, ...cpdProfessions];

const firstNames = [
  "Maria",
  "James",
  "Aisha",
  "Chen",
  "Olivia",
  "Rahul",
  "Sofia",
  "Daniel",
  "Grace",
  "Tomás",
];
const lastNames = [
  "Okafor",
  "Lindqvist",
  "Patel",
  "Nguyen",
  "Romero",
  "Kowalski",
  "Haddad",
  "Brennan",
  "Sato",
];
const signers = [
  "Dr. Helen Marsh, DNP, RN",
  "Robert Ellison, PharmD",
  "Karen Wu, CPA, CGMA",
  "Samuel Adeyemi, PE",
];

function shifted(date: string, days: number): string {
  const time = Date.parse(`${date}T00:00:00Z`) + days * 86_400_000;
  return new Date(time).toISOString().slice(0, 10);
}

/** A completion day in 2025 or 2026, often with a day of 12 or less so 01/05 is ambiguous. */
function completionDay(random: SeededRandom): string {
  const day = random.chance(0.6) ? random.int(1, 12) : random.int(13, 28);
  const month = random.int(1, 12);
  return `${random.int(2025, 2026)}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

function labelAmount(profession: Profession, amount: number): string {
  if (profession.name === "physician") return amount.toFixed(2);
  return Number.isInteger(amount) ? amount.toFixed(1) : String(amount);
}

/** The certificate number `index` of the corpus: profession, layout and date format rotate. */
function certificate(random: SeededRandom, index: number): CorpusCertificate {
  const profession = professions[index % professions.length] as Profession;
  const layout = layouts[(index + Math.floor(index / professions.length)) % layouts.length];
  const formats = formatsFor(profession.dayFirst);
  const format = formats[(index + Math.floor(index / professions.length)) % formats.length];
  if (!layout || !format) throw new Error("the corpus needs layouts and date formats");
  const course = random.pick(profession.courses);
  const provider = random.pick(profession.providers);
  const amount = random.pick(profession.amounts);
  const completed = completionDay(random);
  const dates = {
    released: shifted(completed, -random.int(30, 400)),
    issued: shifted(completed, random.int(1, 10)),
    printed: shifted(completed, random.int(20, 200)),
    born: `${random.int(1960, 1995)}-0${random.int(1, 9)}-${random.int(10, 28)}`,
    approved: shifted(completed, -random.int(420, 700)),
  };
  const expires = shifted(dates.released, 3 * 365);
  const facts: CertificateFacts = {
    participant: `${random.pick(firstNames)} ${random.pick(lastNames)}`,
    licenseLabel: profession.licenseLabel,
    license: profession.license(random),
    title: course.title,
    provider,
    signer: random.pick(signers),
    address: profession.address,
    completed: format.write(completed),
    released: format.write(dates.released),
    expires: format.write(expires),
    issued: format.write(dates.issued),
    printed: format.write(dates.printed),
    born: format.write(dates.born),
    approved: format.write(dates.approved),
    creditsInline: profession.inline(amount),
    creditsLabel: profession.label,
    creditsAmount: labelAmount(profession, amount),
    numbers: profession.numbers(random),
    accreditation: profession.accreditation(provider),
    courseId: `${random.pick(["CE", "WEB", "LIVE"])}-${digits(random, 4)}-${random.int(10, 99)}`,
  };
  const pages = [layout.page(facts), ...(layout.secondPage ? [layout.secondPage(facts)] : [])];
  return {
    id: `${String(index + 1).padStart(2, "0")} ${profession.name}, ${layout.name}`,
    profession: profession.name,
    layout: layout.name,
    dateFormat: format.name,
    fields: {
      title: course.title,
      provider,
      completionDate: completed,
      credits: amount,
      creditsUnit: profession.unit,
      categories: course.categories,
    },
    userCategories: profession.userCategories,
    distractorDates: [...Object.values(dates), expires],
    document: {
      source: "text-layer",
      pages: pages.map((page, index) => documentPage(page, index + 1)),
      pageCount: pages.length,
    },
    pages,
    pdf: () => certificatePdf(pages),
  };
}

/** `count` certificates (at least 60 by default), the same ones for the same seed. */
export function certificateCorpus(seed = 31, count = 66): CorpusCertificate[] {
  const random = new SeededRandom(seed);
  return Array.from({ length: count }, (_, index) => certificate(random, index));
}

/**
 * A year of certificates as one person would drop them: the first `count` of the corpus in
 * hours, completed on or before `today` (so each can count toward a cycle that ends later).
 */
export function certificatesInHoursBy(today: string, count = 10): CorpusCertificate[] {
  const found = certificateCorpus()
    .filter(
      (one) =>
        one.fields.creditsUnit === "hours" &&
        one.fields.completionDate !== null &&
        one.fields.completionDate <= today,
    )
    .slice(0, count);
  if (found.length < count)
    throw new Error(`the corpus has ${count} certificates in hours by ${today}`);
  return found;
}
