import { countOf } from "@common/plural";

/**
 * What premium adds to the free plan, in the same words on the Help and Subscription pages;
 * the free plan's limit is the administrators' setting (useAppSettings).
 */
export const premiumFeatures = (freeCertificationLimit: number) => [
  {
    name: "Opportunities",
    text: "Education opportunities that earn the credits your certifications need.",
  },
  {
    name: "Renewal Planner",
    text: "The courses that renew every certification on time, for the least cost, hours or number of courses.",
  },
  { name: "Reports", text: "Audit-ready reports for regulators and licensing boards." },
  {
    name: "Unlimited certifications",
    text: `The free plan holds ${countOf(freeCertificationLimit, "certification", "certifications")}; premium holds as many as you need.`,
  },
];
