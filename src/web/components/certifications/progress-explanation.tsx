import { creditsText } from "@common/certifications/credits-unit";
import type { CategoryProgress, Progress } from "@common/certifications/progress-schema";
import { categoryAmount } from "@common/certifications/progress-texts";
import { requirementKindLabels } from "@common/certifications/requirements";
import { hasPremium } from "@common/plan";
import { Badge } from "@web/components/ui/badge";
import { DetailItem } from "@web/components/ui/detail-item";
import { useUser } from "@web/hooks/use-user";
import { cn } from "@web/lib/cn";
import { Link } from "wouter";

/** Where the opportunities that close a category's gap are listed. */
function coursesForCategoryPath(category: string): string {
  return `/opportunities?${new URLSearchParams({ gaps: "only", category })}`;
}

function CategoryItem({ category, unit }: { category: CategoryProgress; unit: string }) {
  const amount = (value: number) => creditsText(value, unit);
  const minimum = category.kind === "minimum";
  const { data: user } = useUser();
  const findCourses = minimum && category.missing > 0 && user && hasPremium(user);
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
        <DetailItem term="Earned">{amount(category.earned)}</DetailItem>
        <DetailItem term="Counted">{amount(category.counted)}</DetailItem>
        {minimum ? (
          <DetailItem term="Missing">{amount(category.missing)}</DetailItem>
        ) : (
          <DetailItem term="Cut off">{amount(category.cutOff)}</DetailItem>
        )}
      </dl>
      <p className="text-sm text-muted-foreground break-words">{category.explanation}</p>
      {findCourses && (
        <Link
          href={coursesForCategoryPath(category.name)}
          className="text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          Find courses for {category.name}
        </Link>
      )}
    </li>
  );
}

/**
 * How a cycle's figure comes about, as the certification page and reports show it: the plain
 * sentences (caps and carry-over included), then each requirement category with what counts
 * toward it and what it still misses. `wide` sets the categories in two columns on large screens.
 */
export function ProgressExplanation({
  progress,
  unit,
  wide = false,
}: {
  progress: Progress;
  unit: string;
  wide?: boolean;
}) {
  return (
    <>
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
          <ul className={cn("grid min-w-0 gap-2", wide && "lg:grid-cols-2")}>
            {progress.categories.map((category) => (
              <CategoryItem key={category.name} category={category} unit={unit} />
            ))}
          </ul>
        </div>
      )}
    </>
  );
}
