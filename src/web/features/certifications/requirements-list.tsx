import { carryOverText, requirementText } from "@common/certifications/requirement-texts";
import type { Requirements } from "@common/certifications/requirements";

/** A cycle's requirements in words: each category, then the carry-over rule. */
export function RequirementsList({
  requirements,
  unit,
}: {
  requirements: Requirements;
  unit: string;
}) {
  return (
    <div className="grid min-w-0 gap-2 text-sm">
      {requirements.categories.length === 0 ? (
        <p className="text-muted-foreground">No categories: only the total counts.</p>
      ) : (
        <ul className="grid list-disc gap-1 pl-5">
          {requirements.categories.map((category) => (
            <li key={category.name} className="break-words">
              {requirementText(category, unit)}
            </li>
          ))}
        </ul>
      )}
      <p className="break-words text-muted-foreground">
        {carryOverText(requirements.carryOver, unit)}
      </p>
    </div>
  );
}
