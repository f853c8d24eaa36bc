import { creditsText } from "@common/certifications/credits-unit";
import type { CategoryProgress, Progress } from "@common/certifications/progress-schema";
import { categoryAmount } from "@common/certifications/progress-texts";
import { requirementKindLabels } from "@common/certifications/requirements";
import { Badge } from "@web/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card";
import { ReportDetailItem } from "./report-detail-item";

function CategoryItem({ category, unit }: { category: CategoryProgress; unit: string }) {
  const amount = (value: number) => creditsText(value, unit);
  const minimum = category.kind === "minimum";
  return (
    <li className="grid min-w-0 gap-2 rounded-md border p-3">
      <div className="flex flex-wrap items-center gap-2">
        <p className="text-sm font-medium break-words">
          {category.name}{" "}
          <span className="font-normal text-muted-foreground">
            ({requirementKindLabels[category.kind].toLowerCase()} {amount(category.credits)})
          </span>
        </p>
        {minimum &&
          (category.missing > 0 ? (
            <Badge variant="warning">
              {categoryAmount(category.missing, category.name, unit)} missing
            </Badge>
          ) : (
            <Badge variant="success">Met</Badge>
          ))}
      </div>
      <dl className="grid grid-cols-3 gap-2">
        <ReportDetailItem term="Earned">{amount(category.earned)}</ReportDetailItem>
        <ReportDetailItem term="Counted">{amount(category.counted)}</ReportDetailItem>
        {minimum ? (
          <ReportDetailItem term="Missing">{amount(category.missing)}</ReportDetailItem>
        ) : (
          <ReportDetailItem term="Cut off">{amount(category.cutOff)}</ReportDetailItem>
        )}
      </dl>
      <p className="text-sm text-muted-foreground break-words">{category.explanation}</p>
    </li>
  );
}

/**
 * How the cycle's figure comes about, for the whole cycle: the plain sentences (caps and
 * carry-over included) and each requirement category with what it still misses.
 */
export function CategoryProgressCard({ progress, unit }: { progress: Progress; unit: string }) {
  const amount = (value: number) => creditsText(value, unit);
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle className="text-xl">Requirements</CardTitle>
      </CardHeader>
      <CardContent className="grid min-w-0 gap-4">
        <dl className="grid grid-cols-2 gap-4">
          <ReportDetailItem term="Earned in the period">{amount(progress.earned)}</ReportDetailItem>
          <ReportDetailItem term="Cut off by caps">{amount(progress.cutOff)}</ReportDetailItem>
          <ReportDetailItem term="Carried over">{amount(progress.carriedOver)}</ReportDetailItem>
          <ReportDetailItem term="Outside the period">
            {amount(progress.outsidePeriod)}
          </ReportDetailItem>
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
            <ul className="grid min-w-0 gap-2">
              {progress.categories.map((category) => (
                <CategoryItem key={category.name} category={category} unit={unit} />
              ))}
            </ul>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
