import { creditsText } from "@common/certifications/credits-unit";
import type { Progress } from "@common/certifications/progress-schema";
import { ProgressExplanation } from "@web/components/certifications/progress-explanation";
import { TitledCard } from "@web/components/ui/card";
import { DetailItem } from "@web/components/ui/detail-item";

/**
 * How the cycle's figure comes about, for the whole cycle: the plain sentences (caps and
 * carry-over included) and each requirement category with what it still misses.
 */
export function CategoryProgressCard({ progress, unit }: { progress: Progress; unit: string }) {
  const amount = (value: number) => creditsText(value, unit);
  return (
    <TitledCard title="Requirements" className="min-w-0" contentClassName="grid min-w-0 gap-4">
      <dl className="grid grid-cols-2 gap-4">
        <DetailItem term="Earned in the period">{amount(progress.earned)}</DetailItem>
        <DetailItem term="Cut off by caps">{amount(progress.cutOff)}</DetailItem>
        <DetailItem term="Carried over">{amount(progress.carriedOver)}</DetailItem>
        <DetailItem term="Outside the period">{amount(progress.outsidePeriod)}</DetailItem>
      </dl>
      <ProgressExplanation progress={progress} unit={unit} />
    </TitledCard>
  );
}
