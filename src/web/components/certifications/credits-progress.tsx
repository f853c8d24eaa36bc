import { creditsText } from "@common/certifications/credits-unit";
import { progressPercent } from "@common/certifications/deadline-status";
import { Progress } from "@web/components/ui/progress";

/** "12 of 30 hours" ("1 of 1 hour") with a bar capped at 100 %. */
export function CreditsProgress({
  earned,
  required,
  unit,
  name,
}: {
  earned: number;
  required: number;
  unit: string;
  /** The certification's name, so each bar is named on a page with several. */
  name: string;
}) {
  return (
    <div className="grid gap-1">
      <p className="text-sm">
        <span className="font-medium">{earned}</span> of {creditsText(required, unit)}
      </p>
      <Progress value={progressPercent(earned, required)} label={`Credits earned for ${name}`} />
    </div>
  );
}
