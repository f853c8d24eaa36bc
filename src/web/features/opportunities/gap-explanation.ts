import type { Certification } from "@common/certifications/certification";
import { creditsText } from "@common/certifications/credits-unit";

type Held = Pick<Certification, "name" | "status" | "creditsMissing" | "creditsUnit">;

/**
 * Why "Matches my gaps" lists nothing, in words: no active certification; nothing missing;
 * or what is missing ("RN License is missing 22 contact hours") and that no opportunity (with
 * the other filters set, none of those left) counts toward it, with the rule that decides.
 */
export function noGapMatchText(certifications: readonly Held[], otherFilters: boolean): string {
  const active = certifications.filter((certification) => certification.status === "active");
  if (active.length === 0) {
    return "You have no active certification, so there is no gap to close. Add your certifications with the credits they require to see the courses that count toward them.";
  }
  const missing = active.filter((certification) => certification.creditsMissing > 0);
  if (missing.length === 0) {
    return "Your active certifications are not missing any credits, so there is no gap to close. Turn off Matches my gaps to see every opportunity.";
  }
  const what = missing
    .map(
      (certification) =>
        `${certification.name} is missing ${creditsText(certification.creditsMissing, certification.creditsUnit)}`,
    )
    .join("; ");
  const them = missing.length === 1 ? "it" : "them";
  const none = otherFilters
    ? `No opportunity matching your other filters counts toward ${them}`
    : `No opportunity in the catalog counts toward ${them} yet`;
  return `${what}. ${none}: a course counts when it gives credits in the certification's unit and is not meant for another profession.`;
}
