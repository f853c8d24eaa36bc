import { defaultFreeCertificationLimit, upgradeUrl } from "@common/plan";
import { countOf } from "@common/plural";
import { buttonVariants } from "@web/components/ui/button";
import { Link } from "wouter";
import { HelpSection } from "./help-section";

const features = [
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

export function PremiumHelp() {
  return (
    <HelpSection
      title="Premium"
      description="A paid subscription adds these to everything the free plan does."
    >
      <ul className="grid gap-2">
        {features.map(({ name, text }) => (
          <li key={name}>
            <span className="font-medium">{name}:</span> {text}
          </li>
        ))}
      </ul>
      <p>
        Without premium, Opportunities and Reports show in the menu with a Premium badge and cannot
        be opened.
      </p>
      <Link
        href={upgradeUrl}
        className={buttonVariants({ variant: "outline", className: "justify-self-start" })}
      >
        Manage subscription
      </Link>
    </HelpSection>
  );
}
