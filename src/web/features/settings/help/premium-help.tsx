import { formatPrice } from "@common/money";
import { defaultFreeCertificationLimit, upgradeUrl } from "@common/plan";
import { premiumFeatures } from "@web/components/premium-features";
import { buttonVariants } from "@web/components/ui/button";
import { useAppSettings } from "@web/hooks/use-app-settings";
import { useSubscription } from "@web/hooks/use-subscription-state";
import { Link } from "wouter";
import { HelpSection } from "./help-section";

export function PremiumHelp() {
  const freeLimit = useAppSettings().data?.freeCertificationLimit ?? defaultFreeCertificationLimit;
  const price = useSubscription().data?.price;
  return (
    <HelpSection
      title="Premium"
      description="A paid subscription adds these to everything the free plan does."
    >
      <ul className="grid gap-2">
        {premiumFeatures(freeLimit).map(({ name, text }) => (
          <li key={name}>
            <span className="font-medium">{name}:</span> {text}
          </li>
        ))}
      </ul>
      {price && <p>Premium costs {formatPrice(price)}.</p>}
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
