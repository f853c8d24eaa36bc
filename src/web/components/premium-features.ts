import { defaultFreeCertificationLimit } from "@common/plan";
import { countOf } from "@common/plural";

/** What premium adds to the free plan, in the same words on the Help and Subscription pages. */
export const premiumFeatures = [
  {
    name: "Opportunities",
    text: "Education opportunities that earn the credits your certifications need.",
  },
  { name: "Reports", text: "Audit-ready reports for regulators and licensing boards." },
  {
    name: "Unlimited certifications",
    text: `The free plan holds ${countOf(defaultFreeCertificationLimit, "certification", "certifications")}; premium holds as many as you need.`,
  },
];
