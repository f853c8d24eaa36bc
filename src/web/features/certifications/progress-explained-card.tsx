import { ceRequired, noCeRequiredText } from "@common/certifications/attention";
import type { CertificationDetail } from "@common/certifications/certification";
import { creditsOfRequiredText, creditsText } from "@common/certifications/credits-unit";
import { ProgressExplanation } from "@web/components/certifications/progress-explanation";
import { TitledCard } from "@web/components/ui/card";
import { DetailItem } from "@web/components/ui/detail-item";

/**
 * "Progress explained": how the current cycle's figure comes about, from what was earned in
 * the period to what still is missing, per category, and in plain sentences; "No CE required"
 * where the cycle asks for no credits.
 */
export function ProgressExplainedCard({ certification }: { certification: CertificationDetail }) {
  const { progress, creditsUnit: unit } = certification;
  const amount = (value: number) => creditsText(value, unit);
  return (
    <TitledCard
      title="Progress explained"
      className="min-w-0"
      contentClassName="grid min-w-0 gap-4"
    >
      {ceRequired(certification) ? (
        <>
          <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3 xl:grid-cols-6">
            <DetailItem term="Earned in the period">{amount(progress.earned)}</DetailItem>
            <DetailItem term="Cut off by caps">{amount(progress.cutOff)}</DetailItem>
            <DetailItem term="Carried over">{amount(progress.carriedOver)}</DetailItem>
            <DetailItem term="Outside the period">{amount(progress.outsidePeriod)}</DetailItem>
            <DetailItem term="Counted">
              {creditsOfRequiredText(progress.counted, progress.creditsRequired, unit)}
            </DetailItem>
            <DetailItem term="Still missing">{amount(progress.creditsMissing)}</DetailItem>
          </dl>
          <ProgressExplanation progress={progress} unit={unit} wide />
        </>
      ) : (
        <p className="text-sm">
          {noCeRequiredText}
          {progress.earned > 0 && (
            <span className="text-muted-foreground">
              {" "}
              · {amount(progress.earned)} recorded in the period
            </span>
          )}
        </p>
      )}
    </TitledCard>
  );
}
