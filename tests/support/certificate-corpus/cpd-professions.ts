import type { Profession } from "./professions";
import { digits } from "./professions";

/** UK and Australian continuing professional development: the day comes first in dates. */
export const cpdProfessions: Profession[] = [
  {
    name: "UK CPD",
    unit: "hours",
    amounts: [1, 2, 3, 6],
    inline: (amount) => `${amount} CPD hours`,
    label: "CPD hours",
    licenseLabel: "NMC PIN",
    license: (random) => `${digits(random, 2)}A${digits(random, 4)}E`,
    numbers: (random) => [`Certificate number: CPD-2026-${digits(random, 5)}`],
    accreditation: () => [
      "This course has been certified as conforming to CPD guidelines by The CPD Certification Service (UK).",
    ],
    providers: ["Northern Clinical Training Ltd", "Thames Valley Healthcare Academy"],
    courses: [
      { title: "Safeguarding Adults Level 3", categories: ["Safeguarding"] },
      { title: "Infection Prevention in Primary Care", categories: ["Infection Prevention"] },
      { title: "Managing Diabetes in the Community", categories: [] },
    ],
    userCategories: ["Safeguarding", "Infection Prevention"],
    dayFirst: true,
    address: "14 Wellington Street, Leeds LS1 4DL, United Kingdom",
  },
  {
    name: "Australian CPD",
    unit: "points",
    amounts: [1, 2, 5, 10],
    inline: (amount) => `${amount} CPD points`,
    label: "CPD points",
    licenseLabel: "AHPRA Registration",
    license: (random) => `NMW000${digits(random, 7)}`,
    numbers: (random) => [
      `ABN ${digits(random, 2)} ${digits(random, 3)} ${digits(random, 3)} ${digits(random, 3)}`,
    ],
    accreditation: () => ["Accredited by the Australian College of Nursing for CPD purposes."],
    providers: ["Southern Cross Health Education Pty Ltd", "Coral Coast Nursing Academy"],
    courses: [
      { title: "Cultural Safety in Aboriginal Health", categories: ["Cultural Safety"] },
      { title: "Dementia Care in Residential Settings", categories: ["Dementia"] },
      { title: "Medication Safety for Enrolled Nurses", categories: ["Patient Safety"] },
    ],
    userCategories: ["Cultural Safety", "Dementia", "Patient Safety"],
    dayFirst: true,
    address: "Level 3, 200 George Street, Sydney NSW 2000, Australia",
  },
];
