import { noCeRequiredText } from "@common/certifications/attention";
import { formatCredits, subtractCredits } from "@common/certifications/credit-amount";
import { creditsText } from "@common/certifications/credits-unit";
import { progressPercent } from "@common/certifications/deadline-status";
import { Progress } from "@web/components/ui/progress";

/**
 * "12 of 30 hours" ("1.5 of 1 hour") with a bar capped at 100 %. The bar shows how much of the
 * requirement is no longer missing, as the deadline status counts it: a category still short
 * keeps it below full even when the total is reached. A certification that requires no credits
 * (a CPR card, say: `ceRequired` of attention.ts) reads "No CE required" without a bar, rather
 * than "0 of 0 hours".
 */
export function CreditsProgress({
  earned,
  required,
  missing,
  unit,
  name,
  ceRequired = required > 0 || missing > 0,
}: {
  earned: number;
  required: number;
  /** Still to earn, categories included. */
  missing: number;
  unit: string;
  /** The certification's name, so each bar is named on a page with several. */
  name: string;
  /** Whether the cycle asks for any credits; without its requirements, whether any are missing. */
  ceRequired?: boolean;
}) {
  if (!ceRequired) {
    return (
      <p className="text-sm">
        {noCeRequiredText}
        {earned > 0 && (
          <span className="text-muted-foreground"> · {creditsText(earned, unit)} recorded</span>
        )}
      </p>
    );
  }
  return (
    <div className="grid gap-1">
      <p className="text-sm">
        <span className="font-medium">{formatCredits(earned)}</span> of{" "}
        {creditsText(required, unit)}
      </p>
      <Progress
        value={progressPercent(subtractCredits(required, missing), required)}
        label={`Credits earned for ${name}`}
      />
    </div>
  );
}
