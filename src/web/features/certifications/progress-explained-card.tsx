import type { CertificationDetail } from "@common/certifications/certification";
import { creditsOfRequiredText, creditsText } from "@common/certifications/credits-unit";
import type { CategoryProgress } from "@common/certifications/progress-schema";
import { requirementKindLabels } from "@common/certifications/requirements";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card";
import { DetailItem } from "./detail-item";

function CategoryRow({ category, unit }: { category: CategoryProgress; unit: string }) {
  const amount = (value: number) => creditsText(value, unit);
  const minimum = category.kind === "minimum";
  return (
    <li className="grid min-w-0 gap-2 rounded-md border p-3">
      <p className="text-sm font-medium break-words">
        {category.name}{" "}
        <span className="font-normal text-muted-foreground">
          ({requirementKindLabels[category.kind].toLowerCase()} {amount(category.credits)})
        </span>
      </p>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        <DetailItem term="Counted">{amount(category.counted)}</DetailItem>
        <DetailItem term={minimum ? "Required" : "Counted at most"}>
          {amount(category.credits)}
        </DetailItem>
        {minimum ? (
          <DetailItem term="Missing">{amount(category.missing)}</DetailItem>
        ) : (
          <DetailItem term="Cut off">{amount(category.cutOff)}</DetailItem>
        )}
        <DetailItem term="Earned">{amount(category.earned)}</DetailItem>
      </dl>
      <p className="text-sm text-muted-foreground break-words">{category.explanation}</p>
    </li>
  );
}

/**
 * "Progress explained": how the current cycle's figure comes about, from what was earned in
 * the period to what still is missing, per category, and in plain sentences.
 */
export function ProgressExplainedCard({ certification }: { certification: CertificationDetail }) {
  const { progress, creditsUnit: unit } = certification;
  const amount = (value: number) => creditsText(value, unit);
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle className="text-xl">Progress explained</CardTitle>
      </CardHeader>
      <CardContent className="grid min-w-0 gap-4">
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
        {progress.explanation.length > 0 && (
          <ul className="grid list-disc gap-1 pl-5 text-sm">
            {progress.explanation.map((line) => (
              <li key={line} className="break-words">
                {line}
              </li>
            ))}
          </ul>
        )}
        {progress.categories.length > 0 && (
          <div className="grid min-w-0 gap-2">
            <h3 className="text-sm font-medium">By category</h3>
            <ul className="grid min-w-0 gap-2 lg:grid-cols-2">
              {progress.categories.map((category) => (
                <CategoryRow key={category.name} category={category} unit={unit} />
              ))}
            </ul>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
