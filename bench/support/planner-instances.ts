import { addDays } from "@common/certifications/calendar-date";
import type { CreditsUnit } from "@common/certifications/certification";
import type { OpportunityFormat } from "@common/opportunities";
import { plannerPreferencesSchema } from "@common/planner";
import type {
  PlanCatalogueCourse,
  PlanCategory,
  PlanCertification,
  PlanInput,
} from "../../src/server/features/planner/plan-input";
import { SeededRandom } from "../../tests/support/seeded-random";

/**
 * Generated planner instances, the same for the same seed: certifications of nurses, CPAs and
 * engineers in ten states (some national), with category minimums and self-study caps, and a
 * catalogue approved per profession and sometimes per state, in the units each profession uses,
 * a share of it dated.
 */

export const benchToday = "2027-01-10";

const states = [
  "California",
  "Texas",
  "Florida",
  "New York",
  "Oregon",
  "Ohio",
  "Georgia",
  "Iowa",
  "Utah",
  "Maine",
];
const professions = {
  nurse: {
    units: ["contact hours", "contact hours", "CEUs"],
    categories: ["Ethics", "Implicit bias", "Pain management", "Infection control"],
  },
  cpa: { units: ["hours"], categories: ["Ethics", "Accounting and auditing", "Tax"] },
  engineer: { units: ["hours"], categories: ["Ethics", "Safety"] },
} satisfies Record<string, { units: CreditsUnit[]; categories: string[] }>;
type Profession = keyof typeof professions;
const professionNames = Object.keys(professions) as Profession[];
const formats: OpportunityFormat[] = ["Online course", "Webinar", "Conference", "Workshop"];

const halves = (random: SeededRandom, min: number, max: number) => random.int(min * 2, max * 2) / 2;

function certification(random: SeededRandom, id: number): PlanCertification {
  const profession = random.pick(professionNames);
  const { categories } = professions[profession];
  const minimums = categories
    .filter(() => random.chance(0.3))
    .slice(0, 2)
    .map((name): PlanCategory => ({ name, kind: "minimum", credits: random.int(1, 4) }));
  const cap: PlanCategory[] = random.chance(0.5)
    ? [{ name: "Self-study", kind: "cap", credits: random.int(3, 15) }]
    : [];
  return {
    id,
    name: `${profession.toUpperCase()} ${id}`,
    creditsUnit: profession === "nurse" ? "contact hours" : "hours",
    periodStart: addDays(benchToday, -random.int(0, 700)),
    deadline: addDays(benchToday, random.int(20, 720)),
    missing: halves(random, 5, 40),
    categories: [...minimums, ...cap],
    profession,
    jurisdiction: random.chance(0.3) ? null : random.pick(states),
  };
}

function course(random: SeededRandom, id: number): PlanCatalogueCourse {
  const profession = random.chance(0.8) ? random.pick(professionNames) : null;
  const unit = random.pick(
    profession ? professions[profession].units : (["hours", "contact hours", "CEUs"] as const),
  );
  const selfStudy = random.chance(0.1);
  const category = selfStudy
    ? "Self-study"
    : random.chance(0.5) || !profession
      ? "General"
      : random.pick(professions[profession].categories);
  const dated = random.chance(0.4);
  const start = addDays(benchToday, random.int(1, 600));
  const credits = unit === "CEUs" ? random.int(1, 8) / 10 : halves(random, 0.5, 8);
  const hours = unit === "CEUs" ? credits * 10 : credits;
  // Mostly priced by the hour, some free, a few without a price.
  const cost = random.chance(0.02)
    ? null
    : random.chance(0.03)
      ? 0
      : Math.round(hours * random.int(8, 40) + random.int(0, 30));
  return {
    id,
    title: `Course ${id}`,
    provider: `Provider ${random.int(1, 30)}`,
    credits,
    creditsUnit: unit,
    category,
    format: selfStudy ? "Self-study" : random.pick(formats),
    cost,
    startDate: dated ? start : null,
    endDate: dated ? addDays(start, random.int(0, 2)) : null,
    professions: profession ? [profession] : [],
    jurisdictions: random.chance(0.8) ? [] : states.filter(() => random.chance(0.2)),
  };
}

export function benchInstance(seed: number, certifications: number, courses: number): PlanInput {
  const random = new SeededRandom(seed);
  return {
    today: benchToday,
    certifications: Array.from({ length: certifications }, (_, index) =>
      certification(random, index + 1),
    ),
    courses: Array.from({ length: courses }, (_, index) => course(random, index + 1)),
    preferences: plannerPreferencesSchema.parse({}),
    minimize: "cost",
  };
}
