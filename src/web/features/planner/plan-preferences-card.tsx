import { type OpportunityFormat, opportunityFormats } from "@common/opportunities";
import type { Plan, PlannerPreferences } from "@common/planner";
import { ChoiceFieldset, choiceOptionClassName } from "@web/components/forms/choice-fieldset";
import { Button } from "@web/components/ui/button";
import { TitledCard } from "@web/components/ui/card";
import { cn } from "@web/lib/cn";
import { PlanLimitsForm } from "./plan-limits-form";
import { preferenceChanges } from "./preference-changes";

type Props = {
  preferences: PlannerPreferences;
  onChange: (preferences: PlannerPreferences) => void;
  busy: boolean;
};

/** One excluded course or provider, and the way to plan with it again. */
function Excluded({ name, onUndo, busy }: { name: string; onUndo: () => void; busy: boolean }) {
  return (
    <li className="flex min-w-0 flex-wrap items-center justify-between gap-2 text-sm">
      <span className="min-w-0 break-words">{name}</span>
      <Button size="sm" variant="ghost" disabled={busy} onClick={onUndo}>
        Undo<span className="sr-only">: {name}</span>
      </Button>
    </li>
  );
}

function FormatChoice({ preferences, onChange, busy }: Props) {
  const toggle = (format: OpportunityFormat, planned: boolean) =>
    onChange(
      planned
        ? preferenceChanges.includeFormat(preferences, format)
        : preferenceChanges.excludeFormat(preferences, format),
    );
  return (
    <ChoiceFieldset legend="Formats to plan" className="grid gap-1.5">
      {() => (
        <ul className="flex flex-wrap gap-2">
          {opportunityFormats.map((format) => (
            <li key={format}>
              <label className={cn(choiceOptionClassName, "cursor-pointer")}>
                <input
                  type="checkbox"
                  className="size-4 shrink-0 accent-primary"
                  disabled={busy}
                  checked={!preferences.excludedFormats.includes(format)}
                  onChange={(event) => toggle(format, event.target.checked)}
                />
                {format}
              </label>
            </li>
          ))}
        </ul>
      )}
    </ChoiceFieldset>
  );
}

/**
 * What the plan leaves out and keeps to: excluded providers and courses with Undo, the formats
 * it plans, the budget and the monthly hours limit. The plan names the excluded courses the
 * catalogue still offers; one no longer open to plan (removed, closed or taken) by its number.
 */
export function PlanPreferencesCard({
  excludedCourses,
  ...props
}: Props & { excludedCourses: Plan["excludedCourses"] }) {
  const { preferences, onChange, busy } = props;
  const titles = new Map(excludedCourses.map((course) => [course.opportunityId, course.title]));
  const excluded = preferences.excludedProviders.length + preferences.excludedCourses.length;
  return (
    <TitledCard title="Preferences" contentClassName="grid gap-5">
      <FormatChoice {...props} />
      <section className="grid gap-1.5" aria-label="Excluded">
        <h3 className="text-sm font-medium">Excluded</h3>
        {excluded === 0 ? (
          <p className="text-sm text-muted-foreground">
            Nothing excluded. Exclude a course or its provider from the plan below it.
          </p>
        ) : (
          <ul className="grid gap-1">
            {preferences.excludedProviders.map((provider) => (
              <Excluded
                key={`provider-${provider}`}
                name={`All courses of ${provider}`}
                busy={busy}
                onUndo={() => onChange(preferenceChanges.includeProvider(preferences, provider))}
              />
            ))}
            {preferences.excludedCourses.map((id) => (
              <Excluded
                key={`course-${id}`}
                name={titles.get(id) ?? `A course no longer open to plan (no. ${id})`}
                busy={busy}
                onUndo={() => onChange(preferenceChanges.includeCourse(preferences, id))}
              />
            ))}
          </ul>
        )}
      </section>
      <PlanLimitsForm key={`${preferences.budget}-${preferences.monthlyHoursLimit}`} {...props} />
    </TitledCard>
  );
}
