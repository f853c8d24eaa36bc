import type { CreditsUnit } from "@common/certifications/certification";
import type { SeededRandom } from "../seeded-random";

/** A course a profession's certificates are for, with the user's categories it counts toward. */
export type Course = { title: string; categories: string[] };

/** How one profession's certificates word things, and what its users' categories are. */
export type Profession = {
  name: string;
  unit: CreditsUnit;
  amounts: number[];
  /** "1.5 contact hours", "AMA PRA Category 1 Credits™ 3.00". */
  inline: (amount: number) => string;
  /** The label in a "label: amount" row: "Contact Hours". */
  label: string;
  licenseLabel: string;
  license: (random: SeededRandom) => string;
  /** Numbers a certificate of this profession carries besides the amount: UAN, sponsor id... */
  numbers: (random: SeededRandom) => string[];
  /** The accreditation or approval statement, naming the accrediting body. */
  accreditation: (provider: string) => string[];
  providers: string[];
  courses: Course[];
  userCategories: string[];
  /** UK and Australian certificates write 05/01/2026 for the 5th of January. */
  dayFirst: boolean;
  /** An address line, which also says the country. */
  address: string;
};

export const digits = (random: SeededRandom, count: number) =>
  Array.from({ length: count }, () => random.int(0, 9)).join("");

const fixed = (amount: number, places: number) => amount.toFixed(places);
const plainAmount = (amount: number) => String(amount);
const usAddress = [
  "1200 Lakeshore Drive, Suite 400, Chicago, IL 60601",
  "88 Market Street, Denver, CO 80202",
];

export const usProfessions: Profession[] = [
  {
    name: "nursing",
    unit: "contact hours",
    amounts: [1, 1.5, 2, 3, 4.5, 6],
    inline: (amount) => `${plainAmount(amount)} contact hours`,
    label: "Contact Hours",
    licenseLabel: "RN License #",
    license: (random) => `RN${digits(random, 6)}`,
    numbers: (random) => [`CE Broker Tracking #: 20-${digits(random, 6)}`],
    accreditation: (provider) => [
      `${provider} is accredited as a provider of nursing continuing professional development`,
      "by the American Nurses Credentialing Center's Commission on Accreditation.",
      `California Board of Registered Nursing Provider #CEP${"1".repeat(2)}345.`,
    ],
    providers: [
      "Summit Nursing Education, LLC",
      "Lakeview University School of Nursing",
      "Bright Path Healthcare Learning Inc.",
    ],
    courses: [
      { title: "Pain Management in Older Adults", categories: ["Pain Management"] },
      {
        title: "Recognizing Human Trafficking in the Emergency Department",
        categories: ["Human Trafficking"],
      },
      { title: "Implicit Bias in Maternal Care", categories: ["Implicit Bias"] },
      { title: "Wound Care Essentials", categories: [] },
      { title: "Infection Control for Home Health Nurses", categories: ["Infection Control"] },
    ],
    userCategories: ["Pain Management", "Implicit Bias", "Human Trafficking", "Infection Control"],
    dayFirst: false,
    address: usAddress[0] ?? "",
  },
  {
    name: "pharmacy",
    unit: "CEUs",
    amounts: [0.1, 0.15, 0.2, 0.3],
    inline: (amount) =>
      `${fixed(amount, 2)} CEU (${Number((amount * 10).toFixed(2))} contact hours)`,
    label: "CEUs",
    licenseLabel: "NABP e-Profile ID",
    license: (random) => digits(random, 7),
    numbers: (random) => [
      `UAN: 0${digits(random, 3)}-0000-26-${digits(random, 3)}-H0${random.int(1, 8)}-P`,
    ],
    accreditation: (provider) => [
      `${provider} is accredited by the Accreditation Council for`,
      "Pharmacy Education (ACPE) as a provider of continuing pharmacy education.",
    ],
    providers: ["Pharmacy Learning Collaborative Inc.", "Rx Education Network, LLC"],
    courses: [
      { title: "Pharmacy Law Update for Community Pharmacists", categories: ["Law"] },
      {
        title: "Preventing Medication Errors in Sterile Compounding",
        categories: ["Patient Safety"],
      },
      { title: "Safe Dispensing of Opioids", categories: ["Opioids"] },
      { title: "Anticoagulation Therapy Review", categories: [] },
    ],
    userCategories: ["Law", "Patient Safety", "Opioids"],
    dayFirst: false,
    address: usAddress[1] ?? "",
  },
  {
    name: "accounting",
    unit: "credits",
    amounts: [1, 2, 4, 8],
    inline: (amount) => `${fixed(amount, 1)} CPE credits`,
    label: "CPE Credits",
    licenseLabel: "CPA License No.",
    license: (random) => `CPA-${digits(random, 5)}`,
    numbers: (random) => [
      `NASBA Sponsor ID: ${digits(random, 6)}`,
      "Delivery Method: QAS Self Study",
    ],
    accreditation: (provider) => [
      `${provider} is registered with the National Association of State Boards of Accountancy (NASBA)`,
      "as a sponsor of continuing professional education on the National Registry of CPE Sponsors.",
    ],
    providers: ["Ledger Point Learning Group", "Midwest Accounting Academy"],
    courses: [
      { title: "Professional Ethics for CPAs", categories: ["Ethics"] },
      { title: "Individual Tax Update 2026", categories: ["Tax"] },
      { title: "Revenue Recognition Deep Dive", categories: [] },
    ],
    userCategories: ["Ethics", "Tax"],
    dayFirst: false,
    address: usAddress[0] ?? "",
  },
  {
    name: "engineering",
    unit: "hours",
    amounts: [1, 2, 3, 8],
    inline: (amount) => `${plainAmount(amount)} PDH`,
    label: "PDH",
    licenseLabel: "PE License #",
    license: (random) => `PE.${digits(random, 7)}`,
    numbers: (random) => [`Course No. ${random.pick(["EE", "CE", "ME"])}${digits(random, 3)}`],
    accreditation: () => [
      "Approved by the Florida Board of Professional Engineers, Provider No. 0004567.",
    ],
    providers: ["Structura Engineering Seminars Inc.", "Northgate Institute of Technology"],
    courses: [
      { title: "Engineering Ethics and Professional Conduct", categories: ["Ethics"] },
      { title: "Florida Laws and Rules for Engineers", categories: ["Laws and Rules"] },
      { title: "Seismic Design of Steel Structures", categories: [] },
      {
        title: "Stormwater Management Design Under the 2024 Florida Building Code",
        categories: [],
      },
    ],
    userCategories: ["Ethics", "Laws and Rules"],
    dayFirst: false,
    address: usAddress[1] ?? "",
  },
  {
    name: "physician",
    unit: "credits",
    amounts: [1, 1.5, 2.5, 3],
    inline: (amount) => `AMA PRA Category 1 Credit(s)™ ${fixed(amount, 2)}`,
    label: "AMA PRA Category 1 Credits™ claimed",
    licenseLabel: "Medical License",
    license: (random) => `MD${digits(random, 6)}`,
    numbers: (random) => [`Activity ID: ${digits(random, 8)}`],
    accreditation: (provider) => [
      `${provider} is accredited by the ACCME to provide continuing medical education for physicians.`,
      `${provider} designates this activity for a maximum of 3.00 AMA PRA Category 1 Credits™.`,
    ],
    providers: ["Riverside Medical College", "Clinical Horizons Education Group"],
    courses: [
      {
        title: "Safe Opioid Prescribing for Chronic Pain",
        categories: ["Opioid Prescribing", "Pain Management"],
      },
      { title: "Implicit Bias in Clinical Decision Making", categories: ["Implicit Bias"] },
      { title: "Atrial Fibrillation Update", categories: [] },
      {
        title: "Safe Opioid Prescribing for Chronic Pain: A Practical Update for Primary Care",
        categories: ["Opioid Prescribing", "Pain Management"],
      },
    ],
    userCategories: ["Opioid Prescribing", "Pain Management", "Implicit Bias"],
    dayFirst: false,
    address: usAddress[0] ?? "",
  },
  {
    name: "electrical",
    unit: "hours",
    amounts: [2, 4, 6, 8],
    inline: (amount) => `${plainAmount(amount)} hours`,
    label: "CE Hours",
    licenseLabel: "Master Electrician License #",
    license: (random) => `ME-${digits(random, 5)}`,
    numbers: (random) => [`Course Approval #: EC-${digits(random, 4)}`],
    accreditation: () => ["Course approved by the Texas Department of Licensing and Regulation."],
    providers: ["Voltline Trade Academy", "Lone Star Electrical Training LLC"],
    courses: [
      { title: "2026 National Electrical Code Changes", categories: ["National Electrical Code"] },
      { title: "Electrical Safety in the Workplace", categories: ["Safety"] },
      { title: "Texas Electrical Laws and Rules", categories: ["Laws and Rules"] },
    ],
    userCategories: ["National Electrical Code", "Safety", "Laws and Rules"],
    dayFirst: false,
    address: usAddress[1] ?? "",
  },
  {
    name: "social work",
    unit: "hours",
    amounts: [1, 2, 3, 6],
    inline: (amount) => `${plainAmount(amount)} CE hours`,
    label: "CE Hours",
    licenseLabel: "LCSW License #",
    license: (random) => `LCSW${digits(random, 5)}`,
    numbers: (random) => [`ASWB ACE Approval #: ${digits(random, 4)}`],
    accreditation: (provider) => [
      `${provider}, provider #1234, is approved as an ACE provider to offer social work`,
      "continuing education by the Association of Social Work Boards (ASWB).",
    ],
    providers: ["Harborview Social Work Institute", "Compass Counseling Academy"],
    courses: [
      { title: "Ethics and Boundaries in Telehealth Practice", categories: ["Ethics"] },
      { title: "Suicide Prevention for Clinicians", categories: ["Suicide Prevention"] },
      { title: "Clinical Supervision Essentials", categories: ["Supervision"] },
      { title: "Trauma-Informed Care Basics", categories: [] },
      {
        title: "Suicide Prevention for Clinicians: Assessment, Safety Planning and Follow-Up",
        categories: ["Suicide Prevention"],
      },
    ],
    userCategories: ["Ethics", "Suicide Prevention", "Supervision", "Cultural Competence"],
    dayFirst: false,
    address: usAddress[0] ?? "",
  },
];
