import { type PlanObjective, planObjectives } from "@common/planner";
import { ChoiceFieldset, choiceOptionClassName } from "@web/components/forms/choice-fieldset";
import { cn } from "@web/lib/cn";

export const objectiveLabels: Record<PlanObjective, string> = {
  cost: "Cost",
  hours: "Hours",
  courses: "Number of courses",
};

/** What the plan makes smallest first; the other two break ties. */
export function ObjectiveChoice({
  value,
  onChange,
}: {
  value: PlanObjective;
  onChange: (objective: PlanObjective) => void;
}) {
  return (
    <ChoiceFieldset legend="Minimize first" className="grid gap-1.5">
      {(id) => (
        <div className="flex flex-wrap gap-2">
          {planObjectives.map((objective) => (
            <label key={objective} className={cn(choiceOptionClassName, "cursor-pointer")}>
              <input
                type="radio"
                name={`${id}-objective`}
                className="size-4 accent-primary"
                checked={value === objective}
                onChange={() => onChange(objective)}
              />
              {objectiveLabels[objective]}
            </label>
          ))}
        </div>
      )}
    </ChoiceFieldset>
  );
}
